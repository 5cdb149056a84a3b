// Shared pieces for benchmark scenarios: load generation (`measure`), a process runner for the
// server under test, and the table printer. Scenarios compare against a baseline measured in the
// same run, because absolute numbers depend on the machine; ratios travel.
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

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
  const result = await autocannon({ ...request, duration, title: opts.title });

  return {
    url,
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A port that was free a moment ago (good enough for a local benchmark or test). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (!address || typeof address === "string") throw new Error("could not allocate a port");
  return address.port;
}

export interface RunningProcess {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a TypeScript entry point in its own Node process (`node --import tsx <entry>`) with
 * PORT set to a free port, and waits until `readyPath` answers 200. The load generator and the
 * server must not share an event loop, or the numbers measure both.
 */
export async function startProcess(opts: {
  entry: string;
  env?: Record<string, string | undefined>;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<RunningProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve(repoRoot, opts.entry)], {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: url, ...opts.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = once(child, "exit");

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  const readyUrl = url + (opts.readyPath ?? "/");
  while (true) {
    if (child.exitCode !== null) throw new Error(`${opts.entry} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(readyUrl, { signal: AbortSignal.timeout(1000) });
      await res.body?.cancel();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${opts.entry} did not answer 200 at ${readyUrl}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, child, stop };
}

/** One line of the results table. */
export interface Row {
  scenario: string;
  target: string;
  measurement: Measurement;
  /** Requests/s relative to the baseline of this run (1.00 = as fast as a bare Hono route). */
  ratio?: number;
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
  run(ctx: ScenarioContext): Promise<Row[]>;
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
  const header = ["scenario", "target", "req/s", "p50", "p99", "vs baseline", "errors", "non-2xx"];
  const body = rows.map((r) => [
    r.scenario,
    r.target,
    fmt.int(r.measurement.requestsPerSec),
    fmt.ms(r.measurement.p50),
    fmt.ms(r.measurement.p99),
    fmt.ratio(r.ratio),
    String(r.measurement.errors + r.measurement.timeouts),
    String(r.measurement.non2xx),
  ]);
  const numeric = new Set([2, 3, 4, 5, 6, 7]);
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
