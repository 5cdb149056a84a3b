// Page speed (issue 6): Lighthouse's performance category, with its defaults (a mid-range phone's
// screen, simulated slow 4G and a 4× slower CPU), against the real production server with the demo
// content: the events list and a seeded meetup's page, the median of several runs each. Goals per page:
// score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02 (ADR 0012, 0025).
//   BENCH_LIGHTHOUSE_RUNS=5      runs per page (default 3)
//   BENCH_WEB_DIST=<dir>         serve another build of the web app (e.g. an older one, to compare)
//   BENCH_COMPARE=<checkout>     A/B: also start that checkout's server with its built apps/web/dist, and
//                                interleave the two builds' runs (A B, then B A, ...) so a busy machine
//                                slows both alike. One table row per page and build.
//   CHROME_PATH                  the browser (default Debian's /usr/bin/chromium)
// Each run's full report is written to .tmp/lighthouse/<page>-<n>.json for the details behind a figure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { repoRoot, serverEntry, startProcess, type PageSpeed, type Scenario } from "../harness.ts";
import { type Lighthouse, loadLighthouse, wantedLighthouseVersion } from "../lighthouse-on-demand.ts";

export const PAGE_SPEED_GOALS = { minScore: 95, maxLcpMs: 2000, maxTbtMs: 150, maxCls: 0.02 } as const;

const RUNS = Math.max(1, Math.round(Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3));
const webDist = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : path.join(repoRoot, "apps/web/dist");
const reportDir = path.join(repoRoot, ".tmp", "lighthouse");
const compareRoot = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : null;

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
  description: `Lighthouse ${wantedLighthouseVersion()} performance, mobile defaults, median of ${RUNS}: /zh/events and a seeded event page`,
  standalone: true,
  async run() {
    ensureBuilt();
    const lighthouse = await loadLighthouse();
    const builds = [{ label: "", entry: serverEntry, webDist }];
    if (compareRoot) {
      const compareDist = path.join(compareRoot, "apps/web/dist");
      if (!existsSync(path.join(compareDist, "index.html"))) throw new Error(`BENCH_COMPARE has no built apps/web/dist: ${compareRoot}`);
      builds[0]!.label = " · this build";
      builds.push({ label: ` · ${path.basename(compareRoot)}`, entry: path.join(compareRoot, "apps/server/src/main.ts"), webDist: compareDist });
    }
    const dataDirs: string[] = [];
    const servers: Awaited<ReturnType<typeof startProcess>>[] = [];
    let chrome: chromeLauncher.LaunchedChrome | undefined;
    try {
      for (const build of builds) {
        const dataDir = mkdtempSync(path.join(tmpdir(), "commons-page-speed-"));
        dataDirs.push(dataDir);
        servers.push(
          await startProcess({
            entry: build.entry,
            env: {
              NODE_ENV: "production",
              DATA_DIR: dataDir,
              DATABASE_URL: "",
              REDIS_URL: "",
              SEED: "true",
              RATE_LIMIT: "off",
              LOG_LEVEL: "warn",
              WEB_DIST: build.webDist,
            },
            readyPath: "/healthz",
            timeoutMs: 120_000,
          }),
        );
      }
      const targets = await Promise.all(
        builds.map(async (build, index) => {
          const url = servers[index]!.url;
          const pages = [
            { target: `/zh/events${build.label}`, path: "/zh/events" },
            { target: `/zh/events/{id} (seeded meetup)${build.label}`, path: `/zh/events/${await seededMeetupId(url)}` },
          ];
          // The first request of each page pays for JIT and cold caches, which no visitor after the first sees.
          for (const page of pages) await (await fetch(url + page.path)).text();
          return pages.map((page) => ({ ...page, url: url + page.path, slug: `${slug(page.path)}${index ? `-b${index}` : ""}`, runs: [] as PageSpeed[] }));
        }),
      );

      chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS, logLevel: "silent" });
      mkdirSync(reportDir, { recursive: true });
      for (let n = 1; n <= RUNS; n += 1) {
        for (let pageIndex = 0; pageIndex < targets[0]!.length; pageIndex += 1) {
          // Builds take turns, and which goes first alternates, so neither always follows the other.
          const order = targets.map((_, index) => index);
          if (n % 2 === 0) order.reverse();
          for (const index of order) {
            const page = targets[index]![pageIndex]!;
            const { figures, benchmarkIndex } = await auditWithRetry(lighthouse, page.url, chrome.port, `${page.slug}-${n}`);
            // Lighthouse's CPU benchmark of this machine at the time: simulated CPU work scales inversely with it.
            console.log(`  ${page.target} run ${n}: ${describe(figures)} (host CPU index ${Math.round(benchmarkIndex)})`);
            page.runs.push(figures);
          }
        }
      }
      return targets.flat().map((page) => ({ scenario: "page-speed", target: page.target, runs: RUNS, page: median(page.runs), goals: PAGE_SPEED_GOALS }));
    } finally {
      chrome?.kill();
      for (const server of servers) await server.stop();
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

/** Lighthouse now and then loses a run's trace (NO_NAVSTART, NO_FCP) on a busy machine: such a run is repeated, twice at most. */
async function auditWithRetry(lighthouse: Lighthouse, url: string, port: number, name: string): Promise<Audited> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(lighthouse, url, port, name);
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

async function audit(lighthouse: Lighthouse, url: string, port: number, name: string): Promise<Audited> {
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

const slug = (urlPath: string) => urlPath.replace(/^\//, "").replace(/[^\w-]+/g, "-");
