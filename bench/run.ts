// `npm run bench [-- <scenario> ...]`: runs the scenarios in order and prints one table.
// Numbers live here, never as timing assertions in the test suite.
//   BENCH_DURATION=3 npm run bench            shorter runs (seconds measured per target)
//   BENCH_WARMUP, BENCH_CONNECTIONS           override the 2 s warm-up and 50 connections
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { printTable, repoRoot, settingsFromEnv, type Row, type Scenario, type ScenarioContext } from "./harness.ts";
import { baseline } from "./scenarios/baseline.ts";

// Order matters: the baseline runs first so later scenarios can report a ratio against it.
const scenarios: Scenario[] = [baseline];

async function main(): Promise<number> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
  const unknown = wanted.filter((name) => !scenarios.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(`unknown scenario(s): ${unknown.join(", ")}; known: ${scenarios.map((s) => s.name).join(", ")}`);
    return 2;
  }
  // The baseline always runs: ratios need it.
  const selected = scenarios.filter((s) => wanted.length === 0 || s.isBaseline || wanted.includes(s.name));

  const ctx: ScenarioContext = { settings: settingsFromEnv() };
  const rows: Row[] = [];
  let failures = 0;
  for (const scenario of selected) {
    console.log(`▶ ${scenario.name}: ${scenario.description}`);
    try {
      const produced = await scenario.run(ctx);
      if (scenario.isBaseline && produced[0]) ctx.baseline = produced[0].measurement;
      rows.push(...produced);
    } catch (error) {
      failures += 1;
      console.error(`✗ ${scenario.name} failed:`, error);
    }
  }

  if (rows.length > 0) {
    printTable(rows, ctx.settings);
    const out = path.join(repoRoot, ".tmp", "bench.json");
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), settings: ctx.settings, rows }, null, 2));
  }
  return failures > 0 ? 1 : 0;
}

process.exitCode = await main();
