// Shared pieces for benchmark scenarios: load generation (`measure`), a process runner for the
// server under test, and the table printer. Scenarios compare against a baseline measured in the
// same run, because absolute numbers depend on the machine; ratios travel.
import autocannon from "autocannon";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startProcess as startServerProcess, type RunningProcess } from "../apps/server/src/system/server-process.ts";

export { type RunningProcess } from "../apps/server/src/system/server-process.ts";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The server under test; BENCH_SERVER_ENTRY points at another copy (e.g. an older checkout) to compare. */
export const serverEntry = process.env.BENCH_SERVER_ENTRY ?? "apps/server/src/main.ts";

export interface BenchSettings {
  /** Measured seconds per run (BENCH_DURATION, default 10). */
  duration: number;
  /** Seconds of load before measuring, discarded (BENCH_WARMUP, default min(2, duration)). */
  warmup: number;
  /** Concurrent connections (BENCH_CONNECTIONS, default 50). */
  connections: number;
}

function positiveNumber(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const duration = Math.max(1, positiveNumber(env.BENCH_DURATION, 10));
  return {
    duration,
    warmup: positiveNumber(env.BENCH_WARMUP, Math.min(2, duration)),
    connections: Math.max(1, Math.round(positiveNumber(env.BENCH_CONNECTIONS, 50))),
  };
}

export interface MeasureOptions extends Partial<BenchSettings> {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  title?: string;
  /** The server's process id: its CPU time over the measured run is reported per request. */
  serverPid?: number;
}

export interface Measurement {
  url: string;
  /** Mean requests per second over the measured window. */
  requestsPerSec: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Server CPU (user + system) per request in the measured run, in microseconds, when known. */
  serverCpuUs?: number;
}

/** Hammers `url` with autocannon: a discarded warm-up, then the measured run. */
export async function measure(url: string, opts: MeasureOptions = {}): Promise<Measurement> {
  const defaults = settingsFromEnv();
  const connections = opts.connections ?? defaults.connections;
  const duration = opts.duration ?? defaults.duration;
  const warmup = opts.warmup ?? defaults.warmup;
  // autocannon treats a present-but-undefined key as set, so only pass what was given.
  const request = {
    url,
    connections,
    ...(opts.method ? { method: opts.method } : {}),
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.body !== undefined ? { body: opts.body } : {}),
  };

  if (warmup > 0) await autocannon({ ...request, duration: warmup });
  const cpuBefore = cpuSeconds(opts.serverPid);
  const result = await autocannon({ ...request, duration, title: opts.title });
  const cpuAfter = cpuSeconds(opts.serverPid);

  return {
    url,
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    ...(cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
      ? { serverCpuUs: ((cpuAfter - cpuBefore) * 1e6) / result.requests.total }
      : {}),
  };
}

/**
 * The server under test runs in its own process (apps/server/src/system/server-process.ts, shared with
 * the system tests). BENCH_NODE_ARGS adds flags to it only, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof".
 */
export function startProcess(opts: Omit<Parameters<typeof startServerProcess>[0], "nodeArgs">): Promise<RunningProcess> {
  return startServerProcess({ ...opts, nodeArgs: (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean) });
}

/** One line of the results table. */
export interface Row {
  scenario: string;
  target: string;
  measurement: Measurement;
  /** Requests/s relative to the baseline of this run (1.00 = as fast as a bare Hono route). */
  ratio?: number;
}

/** What Lighthouse measured for one page (times in milliseconds, CLS unitless, score 0–100). */
export interface PageSpeed {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
}

export interface PageSpeedGoals {
  minScore: number;
  maxLcpMs: number;
  maxTbtMs: number;
  maxCls: number;
}

/** One line of the page-speed table: the median of `runs` Lighthouse runs of one page. */
export interface PageRow {
  scenario: string;
  target: string;
  runs: number;
  page: PageSpeed;
  goals: PageSpeedGoals;
}

export interface ScenarioContext {
  settings: BenchSettings;
  /** The baseline measured earlier in this run, once the baseline scenario has run. */
  baseline?: Measurement;
}

export interface Scenario {
  name: string;
  description: string;
  /** Marks the scenario whose first row becomes `ctx.baseline` for the ones after it. */
  isBaseline?: boolean;
  /** Needs no baseline: run alone, the baseline is skipped. */
  standalone?: boolean;
  run(ctx: ScenarioContext): Promise<(Row | PageRow)[]>;
}

/** Requests/s of `m` relative to this run's baseline (undefined until the baseline has run). */
export function vsBaseline(ctx: ScenarioContext, m: Measurement): number | undefined {
  return ctx.baseline && ctx.baseline.requestsPerSec > 0 ? m.requestsPerSec / ctx.baseline.requestsPerSec : undefined;
}

const fmt = {
  int: (n: number) => Math.round(n).toLocaleString("en-US"),
  // autocannon records whole milliseconds, so 0 means "under one"; show decimals only if present.
  ms: (n: number) => (n === 0 ? "<1 ms" : `${Number.isInteger(n) ? n : n.toFixed(2)} ms`),
  ratio: (n: number | undefined) => (n === undefined ? "" : `${n.toFixed(2)}×`),
};

export function printTable(rows: Row[], settings: BenchSettings): void {
  const header = ["scenario", "target", "req/s", "p50", "p99", "vs baseline", "server CPU/req", "errors", "non-2xx"];
  const body = rows.map((r) => [
    r.scenario,
    r.target,
    fmt.int(r.measurement.requestsPerSec),
    fmt.ms(r.measurement.p50),
    fmt.ms(r.measurement.p99),
    fmt.ratio(r.ratio),
    r.measurement.serverCpuUs === undefined ? "" : `${Math.round(r.measurement.serverCpuUs)} µs`,
    String(r.measurement.errors + r.measurement.timeouts),
    String(r.measurement.non2xx),
  ]);
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");

  console.log(
    `\n${settings.connections} connections, ${settings.duration} s measured after ${settings.warmup} s warm-up` +
      ` · node ${process.version}`,
  );
  console.log(line(header));
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const row of body) console.log(line(row));
}

/** The page-speed rows, each goal's figure marked ✓ (met) or ✗ (missed); FCP and SI have no goal. */
export function printPageTable(rows: PageRow[]): void {
  const mark = (text: string, ok: boolean) => `${text} ${ok ? "✓" : "✗"}`;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const header = ["scenario", "page", "score", "LCP", "TBT", "CLS", "FCP", "SI"];
  const body = rows.map(({ scenario, target, page: p, goals: g }) => [
    scenario,
    target,
    mark(String(p.score), p.score >= g.minScore),
    mark(seconds(p.lcpMs), p.lcpMs <= g.maxLcpMs),
    mark(`${Math.round(p.tbtMs)} ms`, p.tbtMs <= g.maxTbtMs),
    mark(p.cls.toFixed(3), p.cls <= g.maxCls),
    seconds(p.fcpMs),
    seconds(p.siMs),
  ]);
  const g = rows[0]!.goals;
  body.push(["", "goal", `≥ ${g.minScore}`, `≤ ${seconds(g.maxLcpMs)}`, `≤ ${g.maxTbtMs} ms`, `≤ ${g.maxCls}`, "", ""]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");

  console.log(`
Lighthouse, mobile emulation and simulated throttling, median of ${rows[0]!.runs} runs per page`);
  console.log(line(header));
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const row of body) console.log(line(row));
}

/**
 * CPU seconds (user + system) a process has used, from /proc (Linux; null elsewhere). On a shared,
 * busy machine wall-clock rates swing with the neighbours; CPU spent per request does not.
 */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/** CPU seconds used so far by the PostgreSQL backends connected to `database` (same machine only). */
export function postgresCpuSeconds(database: string): number | null {
  try {
    let total = 0;
    for (const pid of readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      let cmdline: string;
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      } catch {
        continue;
      }
      if (cmdline.startsWith("postgres: ") && cmdline.split(" ").includes(database)) total += cpuSeconds(Number(pid)) ?? 0;
    }
    return total;
  } catch {
    return null;
  }
}
