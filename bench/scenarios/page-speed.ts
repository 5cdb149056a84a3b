// Page speed (issue 6): Lighthouse's performance category, with its defaults (a mid-range phone's
// screen, simulated slow 4G and a 4× slower CPU), against the real production server with the demo
// content: the events list and a seeded meetup's page, the median of several runs each. Goals per page:
// score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02 (ADR 0012).
//   BENCH_LIGHTHOUSE_RUNS=5      runs per page (default 3)
//   BENCH_WEB_DIST=<dir>         serve another build of the web app (e.g. an older one, to compare)
//   CHROME_PATH                  the browser (default Debian's /usr/bin/chromium)
// Each run's full report is written to .tmp/lighthouse/<page>-<n>.json for the details behind a figure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { repoRoot, serverEntry, startProcess, type PageRow, type PageSpeed, type Scenario } from "../harness.ts";

export const PAGE_SPEED_GOALS = { minScore: 95, maxLcpMs: 2000, maxTbtMs: 100, maxCls: 0.02 } as const;

const RUNS = Math.max(1, Math.round(Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3));
const webDist = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : path.join(repoRoot, "apps/web/dist");
const reportDir = path.join(repoRoot, ".tmp", "lighthouse");

// The e2e kit's flags (e2e/harness.ts), headless; chrome-launcher adds its own defaults for
// measurement (no extensions, no background throttling of the tab, no default-browser prompt).
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const pageSpeed: Scenario = {
  name: "page-speed",
  description: `Lighthouse ${lighthouseVersion()} performance, mobile defaults, median of ${RUNS}: /zh/events and a seeded event page`,
  standalone: true,
  async run() {
    ensureBuilt();
    const dataDir = mkdtempSync(path.join(tmpdir(), "commons-page-speed-"));
    const server = await startProcess({
      entry: serverEntry,
      env: {
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        REDIS_URL: "",
        SEED: "true",
        RATE_LIMIT: "off",
        LOG_LEVEL: "warn",
        WEB_DIST: webDist,
      },
      readyPath: "/healthz",
      timeoutMs: 120_000,
    });
    let chrome: chromeLauncher.LaunchedChrome | undefined;
    try {
      const pages = [
        { target: "/zh/events", path: "/zh/events" },
        { target: "/zh/events/{id} (seeded meetup)", path: `/zh/events/${await seededMeetupId(server.url)}` },
      ];
      // The first request of each page pays for JIT and cold caches, which no visitor after the first sees.
      for (const page of pages) await (await fetch(server.url + page.path)).text();

      chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS, logLevel: "silent" });
      mkdirSync(reportDir, { recursive: true });
      const rows: PageRow[] = [];
      for (const page of pages) {
        const runs: PageSpeed[] = [];
        for (let n = 1; n <= RUNS; n += 1) {
          const { figures, benchmarkIndex } = await auditWithRetry(server.url + page.path, chrome.port, `${slug(page.path)}-${n}`);
          // Lighthouse's CPU benchmark of this machine at the time: simulated CPU work scales inversely with it.
          console.log(`  ${page.path} run ${n}: ${describe(figures)} (host CPU index ${Math.round(benchmarkIndex)})`);
          runs.push(figures);
        }
        rows.push({ scenario: "page-speed", target: page.target, runs: RUNS, page: median(runs), goals: PAGE_SPEED_GOALS });
      }
      return rows;
    } finally {
      chrome?.kill();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

/** Lighthouse now and then loses a run's trace (NO_NAVSTART, NO_FCP) on a busy machine: such a run is repeated, twice at most. */
async function auditWithRetry(url: string, port: number, name: string): Promise<Audited> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, name);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.warn(`  ⚠ ${error.message}; running it again`);
    }
  }
}

class LighthouseRunError extends Error {}

/** One Lighthouse navigation with its default (mobile, simulated throttling) settings, performance only. */
interface Audited {
  figures: PageSpeed;
  benchmarkIndex: number;
}

async function audit(url: string, port: number, name: string): Promise<Audited> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code}`);
  for (const warning of lhr.runWarnings) console.warn(`  ⚠ ${url}: ${warning}`);
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse reported no ${id} for ${url}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse reported no performance score for ${url}`);
  const figures = {
    score: Math.round(score * 100),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    fcpMs: metric("first-contentful-paint"),
    siMs: metric("speed-index"),
  };
  return { figures, benchmarkIndex: lhr.environment.benchmarkIndex };
}

/** Each figure's own median: with an odd number of runs, a value one of the runs really had. */
export function median(runs: PageSpeed[]): PageSpeed {
  const mid = (pick: (p: PageSpeed) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  };
  return {
    score: mid((p) => p.score),
    lcpMs: mid((p) => p.lcpMs),
    tbtMs: mid((p) => p.tbtMs),
    cls: mid((p) => p.cls),
    fcpMs: mid((p) => p.fcpMs),
    siMs: mid((p) => p.siMs),
  };
}

function describe(p: PageSpeed): string {
  return `score ${p.score}, LCP ${(p.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(p.tbtMs)} ms, CLS ${p.cls.toFixed(3)}, FCP ${(p.fcpMs / 1000).toFixed(2)} s, SI ${(p.siMs / 1000).toFixed(2)} s`;
}

/** The seeded "第 42 期" meetup, the same event the end-to-end suites open (e2e/browser-kit.ts). */
async function seededMeetupId(serverUrl: string): Promise<string> {
  const body = (await (await fetch(`${serverUrl}/api/events?type=MEETUP`)).json()) as { data: { events: { id: string; title: string }[] } };
  const meetup = body.data.events.find((event) => event.title.includes("第 42 期"));
  if (!meetup) throw new Error("seeded meetup not found: is SEED on?");
  return meetup.id;
}

/**
 * Builds the web app when there is no build to serve (the production server serves `dist`), or when the
 * build predates the landing pages' server renderer (ADR 0018). Another build named by BENCH_WEB_DIST is
 * served as it is, renderer or not, so older builds can be compared.
 */
function ensureBuilt(): void {
  const complete = existsSync(path.join(webDist, "index.html")) && (process.env.BENCH_WEB_DIST || existsSync(path.join(webDist, ".ssr", "entry-server.js")));
  if (complete) return;
  if (process.env.BENCH_WEB_DIST) throw new Error(`BENCH_WEB_DIST has no index.html: ${webDist}`);
  console.log("  apps/web/dist is missing or has no page renderer: npm run build");
  const build = spawnSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, "node_modules/lighthouse/package.json"), "utf8")) as { version: string };
  return manifest.version;
}

const slug = (urlPath: string) => urlPath.replace(/^\//, "").replace(/[^\w-]+/g, "-");
