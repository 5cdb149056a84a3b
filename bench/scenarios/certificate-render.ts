// Certificate pictures (issue 25, ADR 0043), against the real server on PostgreSQL, while 2 signed-out connections
// read a published event beside every phase, from a process of their own (event-reader.ts):
//  1. the background drain: certificates issued through the real service (issueCertificates: the rows, the notices
//     and their render jobs, in one transaction) are drawn and stored by the server's queue; renders/s, and the event
//     read's p99 during it;
//  2. downloads of those certificates, PNG then PDF, each by its own holder, 10 connections, never the same
//     certificate twice in a phase: the stored file is served;
//  3. the cold path, reported apart: certificates inserted without a render job (as issued before pictures were drawn
//     at issue), each downloaded once by its holder, so every download draws on demand (and stores).
// Goals: download p99 ≤ 500 ms and the event read's p99 ≤ 50 ms under the load. Prints the server's peak RSS and the
// machine's load average. BENCH_RENDER_WORKERS sets the server's CERTIFICATE_RENDER_WORKERS; BENCH_CERTIFICATES the
// number drawn in the background (1,200 by default).
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDatabase } from "../../apps/server/src/db/client.ts";
import { benchDatabase } from "../bench-database.ts";
import { cpuSeconds, serverEntry, startProcess, type Measurement, type Row, type Scenario } from "../harness.ts";
import { drive, failures, type Holder, insertWithoutRendering, issueThroughTheService, populate, procMiB, readerProcess, type Run, summary } from "./certificate-render-kit.ts";

const AUTH_SECRET = `bench-secret-${randomBytes(16).toString("hex")}`;
const GOALS = { maxDownloadP99Ms: 500, maxReadP99Ms: 50 };
const PRERENDERED = Math.max(100, Number(process.env.BENCH_CERTIFICATES) || 1200);
/** Enough for the cold phase's seconds at ~10 renders/s, with room to spare. */
const COLD = 400;
const DOWNLOAD_CONNECTIONS = 10;
const READ_CONNECTIONS = 2;
/** Each read connection waits this long between reads (≈ 45 reads/s in all): reading flat out would take a core from the server's other work and measure that instead. */
const READ_PAUSE_MS = 40;
/** Downloads of stored files before measuring them (the server's code paths warm up); never measured again. */
const WARM_DOWNLOADS = 100;
const WORKERS = process.env.BENCH_RENDER_WORKERS ?? "";
const load = () => loadavg().map((n) => n.toFixed(1)).join(", ");

export const certificateRender: Scenario = {
  name: "certificate-render",
  description: `${PRERENDERED} certificates drawn in the background when issued, then downloaded once each (PNG, PDF) by their holders, ${DOWNLOAD_CONNECTIONS} connections; the cold path apart; an event read beside; PostgreSQL`,
  standalone: true,
  async run(ctx) {
    const run = randomBytes(4).toString("hex");
    const scratch = await benchDatabase(`commons_bench_cert_${run}`);
    const url = scratch.url.toString();
    const database = createDatabase({ url, poolSize: 2 });
    // The server's stored pictures, removed with the database.
    const dataDir = path.join(tmpdir(), `commons-bench-cert-${run}`);
    try {
      await database.migrate();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      let holders: Holder[];
      let coldIds: string[];
      try {
        holders = await populate(client, run, AUTH_SECRET, PRERENDERED + COLD);
        coldIds = await insertWithoutRendering(client, holders.slice(PRERENDERED), PRERENDERED);
        await client.query("analyze");
      } finally {
        await client.end();
      }
      const env = {
        DATABASE_URL: url,
        RATE_LIMIT: "off",
        SEED: "false",
        LOG_LEVEL: "warn",
        AUTH_SECRET,
        REDIS_URL: "",
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        WEB_DIST: path.join(tmpdir(), "no-web-dist"),
        ...(WORKERS ? { CERTIFICATE_RENDER_WORKERS: WORKERS } : {}),
      };
      const server = await startProcess({ entry: serverEntry, env, readyPath: "/healthz" });
      const pid = server.child.pid;
      let peakRss = procMiB(pid, "VmRSS") ?? 0;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, procMiB(pid, "VmRSS") ?? 0)), 200);
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      let readerStop: (() => Promise<void>) | undefined;
      try {
        console.log(`  machine load average at start: ${load()} (2 cores shared); render workers ${WORKERS || "default"}`);
        const readUrl = new URL(`${server.url}/api/events/bench-meetup`);
        const reader = await readerProcess(readUrl, READ_CONNECTIONS, READ_PAUSE_MS);
        readerStop = reader.stop;
        const timer = (seconds: number) => {
          const end = performance.now() + seconds * 1000;
          return () => performance.now() >= end;
        };
        await reader.over(Math.max(1, ctx.settings.warmup) * 1000);
        const readAlone = summary("/api/events/{id}", await reader.over(ctx.settings.duration * 1000));

        // 1. Issue, and read while the server's queue draws them all.
        const cpu0 = cpuSeconds(pid);
        const issuedAt = Date.now();
        await reader.cut();
        const ids = await issueThroughTheService(database.db, holders.slice(0, PRERENDERED), 0);
        const left = async () => Number((await pool.query(`select count(*) from message_jobs where channel = 'render' and status in ('pending', 'sending')`)).rows[0].count);
        while ((await left()) > 0) await new Promise((resolve) => setTimeout(resolve, 200));
        const readsDuringDrain = summary("/api/events/{id}", await reader.cut());
        const drainCpu = cpuSeconds(pid);
        const drain = (await pool.query(`select count(*)::int as n, min(created_at) as first, max(created_at) as last from certificate_renders`)).rows[0];
        const failed = Number((await pool.query(`select count(*) from message_jobs where channel = 'render' and status = 'failed'`)).rows[0].count);
        const drainSeconds = (new Date(drain.last).getTime() - issuedAt) / 1000;
        const steadyPerSec = (drain.n - 1) / ((new Date(drain.last).getTime() - new Date(drain.first).getTime()) / 1000);
        const rssAfterDrain = peakRss;

        // 2. Each holder downloads their stored certificate once as PNG, then once as PDF (oldest first: the server's cache of
        //    recent files holds only the last ~250 PNGs, so most PDFs start from a storage read too).
        const cookieOf = new Map([...ids.map((id, i) => [id, holders[i]!.cookie] as const), ...coldIds.map((id, i) => [id, holders[PRERENDERED + i]!.cookie] as const)]);
        /** Each certificate of the list once, downloaded by its holder. */
        const byHolder = (list: readonly string[], format: "png" | "pdf") => {
          let at = 0;
          return () => {
            const id = list[at++];
            return id ? { url: new URL(`${server.url}/api/certificates/${id}/download?format=${format}`), cookie: cookieOf.get(id)! } : null;
          };
        };
        await drive(DOWNLOAD_CONNECTIONS, () => false, byHolder(ids.slice(0, WARM_DOWNLOADS), "png"));
        const downloadPhase = async (list: readonly string[], format: "png" | "pdf", until: () => boolean = () => false): Promise<[Run, Run, number | null]> => {
          await reader.cut();
          const before = cpuSeconds(pid);
          const downloads = await drive(DOWNLOAD_CONNECTIONS, until, byHolder(list, format));
          const after = cpuSeconds(pid);
          return [downloads, await reader.cut(), before !== null && after !== null && downloads.latencies.length > 0 ? ((after - before) * 1e6) / downloads.latencies.length : null];
        };
        const [pngRun, pngReads, pngCpu] = await downloadPhase(ids.slice(WARM_DOWNLOADS), "png");
        const [pdfRun, pdfReads, pdfCpu] = await downloadPhase(ids, "pdf");
        // 3. The cold path: certificates with no stored picture, for the bench's seconds.
        const [coldRun, coldReads, coldCpu] = await downloadPhase(coldIds, "png", timer(ctx.settings.duration));
        const hwm = procMiB(pid, "VmHWM");
        peakRss = Math.max(peakRss, procMiB(pid, "VmRSS") ?? 0);

        const withCpu = (m: Measurement, cpu: number | null) => (cpu === null ? m : { ...m, serverCpuUs: cpu });
        const png = withCpu(summary("/api/certificates/{id}/download?format=png (stored)", pngRun), pngCpu);
        const pdf = withCpu(summary("/api/certificates/{id}/download?format=pdf (stored)", pdfRun), pdfCpu);
        const cold = withCpu(summary("/api/certificates/{id}/download?format=png (cold: drawn on demand)", coldRun), coldCpu);
        const reads = { drain: readsDuringDrain, png: summary("/api/events/{id}", pngReads), pdf: summary("/api/events/{id}", pdfReads), cold: summary("/api/events/{id}", coldReads) };
        const verdict = (ok: boolean) => (ok ? "holds" : "MISSED");
        const ms = (cpu: number | null) => (cpu === null ? "n/a" : `${(cpu / 1000).toFixed(1)} ms`);
        const line = (name: string, m: Measurement, cpu: number | null, r: Measurement) =>
          `  ${name}: ${m.requests} downloads, each certificate once, ${DOWNLOAD_CONNECTIONS} connections → ${m.requestsPerSec.toFixed(1)}/s, p50 ${m.p50} ms, p99 ${m.p99} ms, server CPU ${ms(cpu)} a download, errors and non-2xx ${failures(m)}; event read p99 ${r.p99} ms beside it (${r.requests} reads)`;
        console.log(
          [
            `  background drain: ${drain.n} of ${PRERENDERED} certificates drawn and stored (${failed} failed) in ${drainSeconds.toFixed(1)} s after the issue committed → ${(drain.n / drainSeconds).toFixed(1)} renders/s overall (worker start included), ${steadyPerSec.toFixed(1)} renders/s from the first stored to the last; server CPU ${drainCpu !== null && cpu0 !== null ? `${(((drainCpu - cpu0) * 1000) / Math.max(1, drain.n)).toFixed(0)} ms` : "n/a"} a certificate; event read p99 ${reads.drain.p99} ms during it (${Math.round(reads.drain.requestsPerSec)} req/s; ${failures(reads.drain)} errors)`,
            line("stored PNG", png, pngCpu, reads.png),
            line("stored PDF (built from the stored PNG)", pdf, pdfCpu, reads.pdf),
            line("cold PNG (no stored picture: drawn on demand, then stored)", cold, coldCpu, reads.cold),
            `  event read alone: p99 ${readAlone.p99} ms (${Math.round(readAlone.requestsPerSec)} req/s)`,
            `  server peak RSS: ${Math.round(rssAfterDrain)} MiB by the end of the drain, ${Math.round(peakRss)} MiB in all (sampled every 200 ms); VmHWM ${hwm === null ? "n/a" : `${Math.round(hwm)} MiB`}`,
            `  machine load average at the end: ${load()}`,
            `  stored download p99 ≤ ${GOALS.maxDownloadP99Ms} ms: PNG ${verdict(png.p99 <= GOALS.maxDownloadP99Ms)}, PDF ${verdict(pdf.p99 <= GOALS.maxDownloadP99Ms)}; event read p99 ≤ ${GOALS.maxReadP99Ms} ms: during the drain ${verdict(reads.drain.p99 <= GOALS.maxReadP99Ms)}, during the downloads ${verdict(Math.max(reads.png.p99, reads.pdf.p99) <= GOALS.maxReadP99Ms)}`,
            `  the cold path (a certificate never drawn: issued before this, a language not drawn yet, an event renamed since): p99 ${cold.p99} ms ≤ ${GOALS.maxDownloadP99Ms} ms ${verdict(cold.p99 <= GOALS.maxDownloadP99Ms)}; event read p99 beside it ${verdict(reads.cold.p99 <= GOALS.maxReadP99Ms)}`,
          ].join("\n"),
        );
        const target = (what: string) => `${what}${WORKERS ? `, ${WORKERS} workers` : ""}`;
        const rows: Row[] = [
          { scenario: "certificate-render", target: target("GET certificate PNG, stored, distinct"), measurement: png },
          { scenario: "certificate-render", target: target("GET certificate PDF, stored, distinct"), measurement: pdf },
          { scenario: "certificate-render", target: target("GET certificate PNG, cold, distinct"), measurement: cold },
          { scenario: "certificate-render", target: "GET /api/events/{id} alone", measurement: readAlone },
          { scenario: "certificate-render", target: "GET /api/events/{id} during the drain", measurement: reads.drain },
          { scenario: "certificate-render", target: "GET /api/events/{id} during stored PNGs", measurement: reads.png },
          { scenario: "certificate-render", target: "GET /api/events/{id} during cold PNGs", measurement: reads.cold },
        ];
        return rows;
      } finally {
        clearInterval(sampler);
        await readerStop?.();
        await pool.end();
        await server.stop();
      }
    } finally {
      await database.close();
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
