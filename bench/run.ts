// `npm run bench [-- <scenario> ...]`: runs the scenarios in order and prints one table (and one for page speed).
// Numbers live here, never as timing assertions in the test suite.
//   BENCH_DURATION=3 npm run bench            shorter runs (seconds measured per target)
//   BENCH_WARMUP, BENCH_CONNECTIONS           override the 2 s warm-up and 50 connections
//   BENCH_RENDER_WORKERS=2                    certificate-render: the server's CERTIFICATE_RENDER_WORKERS
//   BENCH_SERVER_ENTRY=<path>                 benchmark another copy of the server (e.g. an older checkout)
//   BENCH_NODE_ARGS="--cpu-prof ..."          extra node flags for the server under test
//   BENCH_LIGHTHOUSE_RUNS=5, BENCH_WEB_DIST   page-speed: runs per page, another web build to serve
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { printPageTable, printTable, repoRoot, settingsFromEnv, type PageRow, type Row, type Scenario, type ScenarioContext } from "./harness.ts";
import { baseline } from "./scenarios/baseline.ts";
import { certificateRender } from "./scenarios/certificate-render.ts";
import { challengeFeed } from "./scenarios/challenge-feed.ts";
import { eventDetail } from "./scenarios/event-detail.ts";
import { flashSale } from "./scenarios/flash-sale.ts";
import { gallery } from "./scenarios/gallery.ts";
import { pageSpeed } from "./scenarios/page-speed.ts";
import { voting } from "./scenarios/voting.ts";

// Order matters: the baseline runs first so later scenarios can report a ratio against it.
const scenarios: Scenario[] = [baseline, flashSale, eventDetail, gallery, voting, challengeFeed, certificateRender, pageSpeed];

async function main(): Promise<number> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  const unknown = wanted.filter((name) => !scenarios.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(`unknown scenario(s): ${unknown.join(", ")}; known: ${scenarios.map((s) => s.name).join(", ")}`);
    return 2;
  }
  // The baseline runs whenever a scenario that reports ratios does.
  const chosen = scenarios.filter((s) => wanted.length === 0 || wanted.includes(s.name));
  const needsBaseline = chosen.some((s) => !s.isBaseline && !s.standalone);
  const selected = scenarios.filter((s) => chosen.includes(s) || (s.isBaseline && needsBaseline));

  const ctx: ScenarioContext = { settings: settingsFromEnv() };
  const rows: (Row | PageRow)[] = [];
  let failures = 0;
  for (const scenario of selected) {
    console.log(`▶ ${scenario.name}: ${scenario.description}`);
    try {
      const produced = await scenario.run(ctx);
      const first = produced[0];
      if (scenario.isBaseline && first && "measurement" in first) ctx.baseline = first.measurement;
      rows.push(...produced);
    } catch (error) {
      failures += 1;
      console.error(`✗ ${scenario.name} failed:`, error);
    }
  }

  if (rows.length > 0) {
    const load = rows.filter((r): r is Row => "measurement" in r);
    const pages = rows.filter((r): r is PageRow => "page" in r);
    if (load.length > 0) printTable(load, ctx.settings);
    if (pages.length > 0) printPageTable(pages);
    const out = path.join(repoRoot, ".tmp", "bench.json");
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), settings: ctx.settings, rows }, null, 2));
  }
  return failures > 0 ? 1 : 0;
}

process.exitCode = await main();
