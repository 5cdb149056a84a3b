// Flash sale (issue 4): thousands of distinct signed-in people register for one event at once.
// It prints registrations/s, p50 and p99, then checks the capacity invariant in SQL: exactly `capacity`
// APPROVED, everyone else WAITLISTED, one row per person, counters equal to the rows, no 5xx.
// PostgreSQL (the production path) at full scale; PGlite (one connection, serialises everything) at a
// smaller scale so the run stays short: the invariant is what matters there.
// Goals on PostgreSQL: ≥ 1,000 registrations/s and p99 ≤ 500 ms. The server is warmed first on another
// event (a live server is warm when the sale opens), and the CPU each registration cost the server and
// PostgreSQL is printed: on a shared machine that moves far less than the rate does.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase, type Database } from "../../apps/server/src/db/client.ts";
import { execOf, populateFlashSale, saleFigures, send, type Exec } from "../../apps/server/src/system/flash-sale-kit.ts";
import { cpuSeconds, postgresCpuSeconds, serverEntry, startProcess, vsBaseline, type Measurement, type Row, type Scenario, type ScenarioContext } from "../harness.ts";

const AUTH_SECRET = `bench-secret-${randomBytes(16).toString("hex")}`;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const GOALS = { minRate: 1000, maxP99Ms: 500 };
/**
 * The server's PostgreSQL connections (FLASH_POOL overrides). Everyone takes a seat on one event row,
 * so the row lock queues them: more connections than PostgreSQL has cores only adds waiters that
 * spin through lock waits and context switches. On the 2-core bench machine 10 beat 40 (754 vs 713
 * registrations/s, p99 431 vs 2,132 ms, PostgreSQL CPU 0.88 vs 1.07 ms a registration).
 */
const POOL = 10;

interface Scale {
  people: number;
  capacity: number;
  connections: number;
  /** Registrations for a separate warm-up event before the measured one (the first people of the list). */
  warmup: number;
}
const SCALES: Record<"postgres" | "pglite", Scale> = {
  postgres: { people: Number(process.env.FLASH_PEOPLE ?? 5000), capacity: Number(process.env.FLASH_CAPACITY ?? 500), connections: 200, warmup: 1000 },
  pglite: { people: 1000, capacity: 100, connections: 50, warmup: 200 },
};

/**
 * Every person POSTs once, `connections` at a time; latencies in ms. Plain node:http on kept-alive
 * sockets: the load generator shares the machine with the server and PostgreSQL, and fetch costs it
 * about twice the CPU per request.
 */
async function stampede(target: string, cookies: string[], connections: number) {
  const url = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < cookies.length) {
        const cookie = cookies[next++]!;
        const t0 = performance.now();
        try {
          const { status } = await send(agent, url, { cookie });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0) * 10) / 10;
  return { seconds, p50: pct(0.5), p99: pct(0.99), statuses, errors };
}

async function checkInvariant(exec: Exec, eventId: string, scale: Scale): Promise<string[]> {
  const problems: string[] = [];
  const figures = await saleFigures(exec, eventId);
  // Where the time went: the seat-taking phase is serialised on the event row, the waitlist phase is not.
  const phases = await exec(
    `select status::text as s, round(extract(epoch from max(registered_at) - min(registered_at)) * 1000)::int as ms
     from registrations where event_id = $1 group by status`,
    [eventId],
  );
  console.log(`  phases (first → last registration of each status): ${phases.rows.map((r) => `${String(r.s)} ${String(r.ms)} ms`).join(", ")}`);
  const expect = (what: string, actual: unknown, wanted: unknown) => {
    if (actual !== wanted) problems.push(`${what}: ${String(actual)} (expected ${String(wanted)})`);
  };
  expect("APPROVED", figures.byStatus.APPROVED ?? 0, scale.capacity);
  expect("WAITLISTED", figures.byStatus.WAITLISTED ?? 0, scale.people - scale.capacity);
  expect("duplicate (event, user) rows", figures.duplicates, 0);
  expect("events.seats_taken", figures.seatsTaken, scale.capacity);
  expect("events.approved_count", figures.approvedCount, scale.capacity);
  expect("distinct ticket codes", figures.ticketCodes, scale.capacity);
  return problems;
}

async function runOn(kind: "postgres" | "pglite", ctx: ScenarioContext): Promise<Row> {
  const scale = SCALES[kind];
  const run = randomBytes(4).toString("hex");
  let database: Database;
  let serverEnv: Record<string, string>;
  let cleanup: () => Promise<void>;
  let dbName: string | null = null;
  if (kind === "postgres") {
    const name = `commons_bench_${run}`;
    dbName = name;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    database = createDatabase({ url: url.toString(), poolSize: 4 });
    serverEnv = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "commons-flash-"));
    database = createDatabase({ dataDir: path.join(dir, "pglite") });
    serverEnv = { DATA_DIR: dir, DATABASE_URL: "" };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  try {
    await database.migrate();
    const eventId = `bench-event-${run}`;
    const warmupEventId = `bench-warmup-${run}`;
    const { cookies } = await populateFlashSale(execOf(database), {
      run,
      secret: AUTH_SECRET,
      people: scale.people,
      events: [
        { id: eventId, capacity: scale.capacity },
        { id: warmupEventId, capacity: Math.ceil(scale.warmup / 10) },
      ],
    });
    // PGlite is one process's file: the bench lets go of it while the server runs.
    if (kind === "pglite") await database.close();
    const server = await startProcess({
      entry: serverEntry,
      env: { ...serverEnv, DATABASE_POOL_SIZE: process.env.FLASH_POOL ?? String(POOL), RATE_LIMIT: "off", SEED: "false", LOG_LEVEL: "warn", AUTH_SECRET, REDIS_URL: "", NODE_ENV: "production", WEB_DIST: path.join(tmpdir(), "no-web-dist") },
      readyPath: "/healthz",
    });
    let result;
    const cpu = { server: 0, postgres: null as number | null, client: 0 };
    try {
      const warm = await stampede(`${server.url}/api/events/${warmupEventId}/register`, cookies.slice(0, scale.warmup), scale.connections);
      if (warm.errors || [...warm.statuses.keys()].some((s) => s >= 300)) throw new Error(`warm-up failed: ${JSON.stringify([...warm.statuses])}`);
      const before = { server: cpuSeconds(server.child.pid), postgres: dbName ? postgresCpuSeconds(dbName) : null, client: process.cpuUsage() };
      result = await stampede(`${server.url}/api/events/${eventId}/register`, cookies, scale.connections);
      const after = { server: cpuSeconds(server.child.pid), postgres: dbName ? postgresCpuSeconds(dbName) : null };
      cpu.server = (after.server ?? 0) - (before.server ?? 0);
      cpu.postgres = after.postgres !== null && before.postgres !== null ? after.postgres - before.postgres : null;
      const client = process.cpuUsage(before.client);
      cpu.client = (client.user + client.system) / 1e6;
    } finally {
      await server.stop();
    }
    if (kind === "pglite") database = createDatabase({ dataDir: path.join(serverEnv.DATA_DIR!, "pglite") });
    const problems = await checkInvariant(execOf(database), eventId, scale);
    const fiveXx = [...result.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    const non2xx = [...result.statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
    if (fiveXx) problems.push(`${fiveXx} answers were 5xx`);
    if (non2xx || result.errors) problems.push(`${non2xx} non-2xx answers, ${result.errors} network errors: ${JSON.stringify([...result.statuses])}`);
    const rate = scale.people / result.seconds;
    const perRegistration = (seconds: number | null) => (seconds === null ? "n/a" : `${((seconds * 1000) / scale.people).toFixed(2)} ms`);
    const verdict = (ok: boolean) => (ok ? "holds" : "MISSED");
    console.log(
      [
        `  ${kind}: ${scale.people} people, capacity ${scale.capacity}, ${scale.connections} connections (after ${scale.warmup} warm-up registrations) → ` +
          `${Math.round(rate)} registrations/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
        `  CPU per registration: server ${perRegistration(cpu.server)}${kind === "postgres" ? `, PostgreSQL ${perRegistration(cpu.postgres)}` : " (PGlite inside)"}, load generator ${perRegistration(cpu.client)}`,
        `  invariant (${scale.capacity} APPROVED, ${scale.people - scale.capacity} WAITLISTED, no duplicates, counters exact, no 5xx): ${problems.length ? "FAILED" : "holds"}`,
        kind === "postgres"
          ? `  ≥ ${GOALS.minRate.toLocaleString("en-US")} registrations/s: ${verdict(rate >= GOALS.minRate)}; p99 ≤ ${GOALS.maxP99Ms} ms: ${verdict(result.p99 <= GOALS.maxP99Ms)}`
          : `  (PGlite serialises on one connection: only the invariant is a goal here)`,
      ].join("\n"),
    );
    if (problems.length) throw new Error(`flash-sale invariant broken on ${kind}:\n  ${problems.join("\n  ")}`);
    const measurement: Measurement = {
      url: `/api/events/{id}/register (${kind})`,
      requestsPerSec: rate,
      p50: result.p50,
      p99: result.p99,
      requests: scale.people,
      errors: result.errors,
      timeouts: 0,
      non2xx,
    };
    return { scenario: "flash-sale", target: `POST register, ${scale.people} people → ${scale.capacity} seats (${kind})`, measurement, ratio: vsBaseline(ctx, measurement) };
  } finally {
    await database.close().catch(() => {});
    await cleanup();
  }
}

export const flashSale: Scenario = {
  name: "flash-sale",
  description: "distinct signed-in people register for one capped event at once; invariant checked in SQL",
  async run(ctx) {
    const rows = [await runOn("postgres", ctx)];
    if (process.env.FLASH_SKIP_PGLITE !== "1") rows.push(await runOn("pglite", ctx));
    return rows;
  },
};
