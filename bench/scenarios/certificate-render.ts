// Certificate downloads (issue 25): PNG downloads of distinct certificates by the event's organiser, 10
// connections, against the real server on PostgreSQL, while 2 signed-out connections read a published event.
// Every download asks for a certificate not asked for before in the run, so the server's cache of rendered
// files never answers: each one is drawn by the render pool (ADR 0039). Prints renders/s, p50, p99, the event
// read's p99 alone and under the load, and the server's peak RSS. Goals: download p99 ≤ 500 ms and the event
// read's p99 ≤ 50 ms during the load. BENCH_RENDER_WORKERS sets the server's CERTIFICATE_RENDER_WORKERS.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { AWARD_LEVELS, certificateNumber } from "@commons/domain";
import { benchDatabase } from "../bench-database.ts";
import { createDatabase } from "../../apps/server/src/db/client.ts";
import { send, sessionCookie } from "../../apps/server/src/system/flash-sale-kit.ts";
import { cpuSeconds, serverEntry, startProcess, type Measurement, type Scenario } from "../harness.ts";

const AUTH_SECRET = `bench-secret-${randomBytes(16).toString("hex")}`;
const GOALS = { maxRenderP99Ms: 500, maxReadP99Ms: 50 };
const CERTIFICATES = 2000;
const RENDER_CONNECTIONS = 10;
const READ_CONNECTIONS = 2;
/**
 * Each read connection waits this long between reads (≈ 50 reads/s in all): the read measures how long a
 * reader waits while certificates are drawn; reading flat out would instead take a core from the renders.
 */
const READ_PAUSE_MS = 40;
/** Downloads before measuring: the workers start cold (code and fonts, ≈ 1.3 s of CPU each). */
const WARM_RENDERS = 40;
const WORKERS = process.env.BENCH_RENDER_WORKERS ?? "";

/** 2,000 distinct names: 40 family names × 50 two-character given names, some of them uncommon characters. */
function names(): string[] {
  const family = [..."王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘蒋蔡余"];
  const given = [..."伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂喆堃昇翀婷雪琳晨宇浩然欣怡子涵梓萱一诺思远嘉"];
  const out: string[] = [];
  for (let i = 0; out.length < CERTIFICATES; i += 1) {
    out.push(`${family[i % family.length]}${given[Math.floor(i / family.length) % given.length]}${given[(i * 7 + 3) % given.length]}`);
  }
  return out;
}

/** The organiser (signed in), a published meetup, a hackathon and its AWARD certificates, straight in SQL. */
async function populate(client: pg.Client, run: string) {
  await client.query(`insert into users (id, name, email, email_verified) values ('bench-host', '主办方', 'host@bench.example.com', true)`);
  await client.query(`insert into sessions (id, expires_at, token, user_id) values ('bench-host-s', now() + interval '30 days', $1, 'bench-host')`, [`t-${run}`]);
  await client.query(`insert into organizations (id, slug, name, description) values ('bench-org', 'bench-org', '开源创客社区', '一个社区')`);
  await client.query(
    `insert into events (id, title, short_description, status, start_time, end_time, organizer_id, organization_id, max_attendees, city)
     values ('bench-meetup', '开发者分享会', '一场用于压测的活动', 'PUBLISHED', now() + interval '7 days', now() + interval '7 days 3 hours', 'bench-host', 'bench-org', 200, '上海'),
            ('bench-hack', '城市黑客松', '', 'PUBLISHED', now() - interval '3 days', now() - interval '1 day', 'bench-host', 'bench-org', 3000, '上海')`,
  );
  const people = names();
  const userIds = people.map((_, i) => `bench-u-${i + 1}`);
  await client.query(`insert into users (id, name, email) select id, name, id || '@bench.example.com' from unnest($1::text[], $2::text[]) as t(id, name)`, [userIds, people]);
  const ids = people.map(() => randomUUID());
  const awardNames = { FIRST: "一等奖", SECOND: "二等奖", THIRD: "三等奖", EXCELLENCE: "优秀奖", PARTICIPATION: "参与奖", SPECIAL: "最佳创意奖" };
  const levels = ids.map((_, i) => AWARD_LEVELS[i % AWARD_LEVELS.length]!);
  await client.query(
    `insert into certificates (id, number, source, source_ref, event_id, user_id, recipient_name, award_level, award_category, award_name,
                               project_title, score, organization_name, description, issued_at)
     select id, number, 'AWARD', 'bench-award-' || ord, 'bench-hack', user_id, name, level, 'GENERAL', award_name,
            '作品 ' || ord || ' 号：智能社区助手', score, '开源创客社区', '在四十八小时内完成了一个可用的原型。', now() - (ord || ' minutes')::interval
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::real[]) with ordinality
          as t(id, number, user_id, name, level, award_name, score, ord)`,
    [ids, ids.map(certificateNumber), userIds, people, levels, levels.map((l) => awardNames[l]), ids.map((_, i) => ((i * 37) % 101) / 10)],
  );
  await client.query("analyze");
  return { ids, cookie: sessionCookie(AUTH_SECRET, `t-${run}`) };
}

interface Run {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
  seconds: number;
}

/** `connections` loops, each sending `next()`'s request until `until` passes or `next` has no more. */
async function drive(connections: number, until: () => boolean, next: () => { url: URL; cookie?: string } | null, pauseMs = 0): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const run: Run = { latencies: [], statuses: new Map(), errors: 0, seconds: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let job = next(); job && !until(); job = next()) {
        const t0 = performance.now();
        try {
          const { status } = await send(agent, job.url, { method: "GET", ...(job.cookie ? { cookie: job.cookie } : {}) });
          run.statuses.set(status, (run.statuses.get(status) ?? 0) + 1);
          run.latencies.push(performance.now() - t0);
        } catch {
          run.errors += 1;
        }
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return run;
}

function summary(url: string, run: Run): Measurement {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const pct = (p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) * 10) / 10;
  const non2xx = [...run.statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
  return { url, requestsPerSec: sorted.length / run.seconds, p50: pct(0.5), p99: pct(0.99), requests: sorted.length, errors: run.errors, timeouts: 0, non2xx };
}

/** A kibibyte figure of /proc/<pid>/status (VmRSS, VmHWM), in MiB; null off Linux or once the process is gone. */
function procMiB(pid: number | undefined, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export const certificateRender: Scenario = {
  name: "certificate-render",
  description: `GET /api/certificates/{id}/download?format=png of distinct certificates (never the cache), ${RENDER_CONNECTIONS} connections, with an event read beside it; PostgreSQL`,
  standalone: true,
  async run(ctx) {
    const run = randomBytes(4).toString("hex");
    const name = `commons_bench_cert_${run}`;
    const scratch = await benchDatabase(name);
    const { url } = scratch;
    try {
      const database = createDatabase({ url: url.toString(), poolSize: 2 });
      await database.migrate();
      await database.close();
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const { ids, cookie } = await populate(client, run).finally(() => client.end());
      const env = {
        DATABASE_URL: url.toString(),
        RATE_LIMIT: "off",
        SEED: "false",
        LOG_LEVEL: "warn",
        AUTH_SECRET,
        REDIS_URL: "",
        NODE_ENV: "production",
        WEB_DIST: path.join(tmpdir(), "no-web-dist"),
        ...(WORKERS ? { CERTIFICATE_RENDER_WORKERS: WORKERS } : {}),
      };
      const server = await startProcess({ entry: serverEntry, env, readyPath: "/healthz" });
      const pid = server.child.pid;
      let peakRss = procMiB(pid, "VmRSS") ?? 0;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, procMiB(pid, "VmRSS") ?? 0)), 200);
      try {
        const readUrl = new URL(`${server.url}/api/events/bench-meetup`);
        const read = () => ({ url: readUrl });
        let cursor = 0;
        // Each certificate at most once in the whole run: the cache (keyed by content) can never answer.
        const download = () => (cursor < ids.length ? { url: new URL(`${server.url}/api/certificates/${ids[cursor++]}/download?format=png`), cookie } : null);
        const probe = await fetch(`${server.url}/api/certificates/${ids[cursor++]}/download?format=png`, { headers: { cookie } });
        const bytes = (await probe.arrayBuffer()).byteLength;
        if (probe.status !== 200 || probe.headers.get("content-type") !== "image/png") throw new Error(`download answered ${probe.status} ${probe.headers.get("content-type")}`);
        console.log(`  ${ids.length} AWARD certificates of distinct people; first PNG ${Math.round(bytes / 1024)} KB; workers ${WORKERS || "default"}`);

        const timer = (seconds: number) => {
          const end = performance.now() + seconds * 1000;
          return () => performance.now() >= end;
        };
        // The event read alone: a short warm-up, then the measured baseline.
        await drive(READ_CONNECTIONS, timer(Math.max(1, ctx.settings.warmup)), read, READ_PAUSE_MS);
        const readAlone = summary("/api/events/{id}", await drive(READ_CONNECTIONS, timer(ctx.settings.duration), read, READ_PAUSE_MS));
        // Warm the pool on certificates of their own, then measure downloads and reads together.
        const warmUntil = cursor + WARM_RENDERS;
        const warm = await drive(RENDER_CONNECTIONS, () => cursor >= warmUntil, download);
        if (warm.errors || [...warm.statuses.keys()].some((s) => s !== 200)) throw new Error(`warm-up failed: ${JSON.stringify([...warm.statuses])}, ${warm.errors} errors`);
        const cpuBefore = cpuSeconds(pid);
        const untilEnd = timer(ctx.settings.duration);
        const [renders, readsUnderLoad] = await Promise.all([
          drive(RENDER_CONNECTIONS, untilEnd, download),
          drive(READ_CONNECTIONS, untilEnd, read, READ_PAUSE_MS),
        ]);
        const cpuAfter = cpuSeconds(pid);
        const hwm = procMiB(pid, "VmHWM");
        peakRss = Math.max(peakRss, procMiB(pid, "VmRSS") ?? 0);
        const render = summary("/api/certificates/{id}/download?format=png", renders);
        // The server's CPU (every thread) over the window, per download: the reads beside them add well under a millisecond each.
        if (cpuBefore !== null && cpuAfter !== null && render.requests > 0) render.serverCpuUs = ((cpuAfter - cpuBefore) * 1e6) / render.requests;
        const loaded = summary("/api/events/{id}", readsUnderLoad);
        if (cursor >= ids.length) console.log(`  ran out of distinct certificates after ${ids.length}: the measured window was cut short`);
        const verdict = (ok: boolean) => (ok ? "holds" : "MISSED");
        const bad = (m: Measurement) => m.errors + m.timeouts + m.non2xx;
        console.log(
          [
            `  downloads: ${render.requests} certificates, each asked once in the run (so the render cache never answers), ${RENDER_CONNECTIONS} connections → ${render.requestsPerSec.toFixed(1)} renders/s, p50 ${render.p50} ms, p99 ${render.p99} ms, server CPU ${render.serverCpuUs === undefined ? "n/a" : `${Math.round(render.serverCpuUs / 1000)} ms`} a download; errors and non-2xx ${bad(render)} ${JSON.stringify([...renders.statuses])}`,
            `  event read (${READ_CONNECTIONS} connections, signed out, ${READ_PAUSE_MS} ms between reads): p99 ${readAlone.p99} ms alone (${Math.round(readAlone.requestsPerSec)} req/s), ${loaded.p99} ms during the downloads (${Math.round(loaded.requestsPerSec)} req/s); errors and non-2xx ${bad(readAlone) + bad(loaded)}`,
            `  server peak RSS: ${Math.round(peakRss)} MiB sampled every 200 ms; VmHWM ${hwm === null ? "n/a" : `${Math.round(hwm)} MiB`}`,
            `  download p99 ≤ ${GOALS.maxRenderP99Ms} ms: ${verdict(render.p99 <= GOALS.maxRenderP99Ms)}; event read p99 ≤ ${GOALS.maxReadP99Ms} ms under load: ${verdict(loaded.p99 <= GOALS.maxReadP99Ms)}`,
          ].join("\n"),
        );
        const workers = WORKERS ? `${WORKERS} workers` : "default workers";
        return [
          { scenario: "certificate-render", target: `GET certificate PNG, distinct, ${workers}`, measurement: render },
          { scenario: "certificate-render", target: "GET /api/events/{id} alone", measurement: readAlone },
          { scenario: "certificate-render", target: "GET /api/events/{id} during downloads", measurement: loaded },
        ];
      } finally {
        clearInterval(sampler);
        await server.stop();
      }
    } finally {
      await scratch.drop();
    }
  },
};
