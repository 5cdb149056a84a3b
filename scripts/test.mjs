#!/usr/bin/env node
// `npm test`: every check in one go, ending with exactly one line `N passed, M failed`.
//
// Steps run in order and a failing step never stops the ones after it, so the final count is
// complete. Vitest suites contribute their own test counts (read from the JSON reporter); lint,
// type-check and build count as one test each. The exit code is non-zero if anything failed.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tmp = path.join(root, ".tmp");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

mkdirSync(tmp, { recursive: true });

/** @type {{ name: string, passed: number, failed: number, note?: string, seconds: number }[]} */
const results = [];
/** One line per failed test, for the summary. */
const failures = [];
let interrupted = false;
/** @type {import("node:child_process").ChildProcess | undefined} */
let current;

// Ctrl-C reaches the running child directly (same process group). We only remember it, let the
// child wind down, skip the remaining steps and still print the count.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    if (current && current.exitCode === null && signal === "SIGTERM") current.kill(signal);
  });
}

/** Runs a command with output streamed to this console; resolves with its exit code. */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    current = child;
    child.on("error", (error) => {
      console.error(`[test] could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  }).finally(() => {
    current = undefined;
  });
}

function banner(title) {
  const line = "─".repeat(Math.max(10, 72 - title.length));
  console.log(`\n── ${title} ${line}`);
}

/** A step that is a single check: 1 passed or 1 failed. */
async function check(name, command, args, env) {
  if (interrupted) return;
  banner(name);
  const started = Date.now();
  const code = await run(command, args, env);
  results.push({
    name,
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    note: code === 0 ? undefined : `exit ${code}`,
    seconds: (Date.now() - started) / 1000,
  });
}

/** A vitest run whose JSON report provides the counts. */
async function vitest(name, projects, outputName, env) {
  if (interrupted) return;
  banner(name);
  const outputFile = path.join(tmp, outputName);
  rmSync(outputFile, { force: true }); // never count a previous run's report
  const args = ["run", ...projects.flatMap((p) => ["--project", p])];
  args.push("--passWithNoTests", "--reporter=default", "--reporter=json", `--outputFile=${outputFile}`);
  const started = Date.now();
  const code = await run(bin("vitest"), args, env);
  const seconds = (Date.now() - started) / 1000;

  if (!existsSync(outputFile)) {
    results.push({ name, passed: 0, failed: 1, note: `no report (exit ${code})`, seconds });
    return;
  }
  let report;
  try {
    report = JSON.parse(readFileSync(outputFile, "utf8"));
  } catch (error) {
    results.push({ name, passed: 0, failed: 1, note: `unreadable report: ${error.message}`, seconds });
    return;
  }
  const passed = Number(report.numPassedTests) || 0;
  let failed = Number(report.numFailedTests) || 0;
  const notes = [];
  // A file that fails to import, or whose beforeAll throws, reports its tests as skipped (or has
  // none), so numFailedTests misses it. Count each test it did not run, or the file once.
  let brokenFiles = 0;
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    if (file.status !== "failed" || tests.some((t) => t.status === "failed")) continue;
    brokenFiles += 1;
    failed += Math.max(1, tests.filter((t) => t.status !== "passed").length);
  }
  if (brokenFiles > 0) notes.push(`${brokenFiles} file(s) failed outside tests`);
  failures.push(...failedTests(report, name));
  // Unhandled errors or a crash still fail the run even when every test passed.
  if (failed === 0 && (code !== 0 || report.success === false)) {
    failed = 1;
    notes.push(`vitest exit ${code}`);
  }
  results.push({ name, passed, failed, note: notes.join("; ") || undefined, seconds });
}

/**
 * The failed tests of a report, one line each: named again under the summary, because a CI log is
 * often read from its end only, and a fuzzer's failure carries the seed that replays it.
 */
function failedTests(report, step) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? "");
    const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    if (file.status === "failed" && failed.length === 0) lines.push(`${step}: ${where}: ${firstLine(file.message)}`);
    for (const test of failed) {
      const message = (test.failureMessages ?? []).join("\n");
      const replay = message.match(/\w+_SEED=-?\d+/)?.[0];
      lines.push(`${step}: ${where} > ${test.fullName}: ${firstLine(message)}${replay ? ` (${replay})` : ""}`);
    }
  }
  return lines;
}

function firstLine(text) {
  const line = String(text ?? "").split("\n").find((l) => l.trim()) ?? "";
  // Terminal colour codes and long values would bury the names.
  const plain = line.replace(/\u001b\[[0-9;]*m/g, "").trim();
  return plain.length > 160 ? `${plain.slice(0, 157)}...` : plain;
}

function withoutKeys(env, ...keys) {
  const copy = { ...env };
  for (const key of keys) delete copy[key];
  return copy;
}

async function main() {
  await check("lint", bin("eslint"), ["."]);
  await check("typecheck", npm, ["run", "--silent", "typecheck"]);

  // The first server run is the embedded path (PGlite): keep TEST_DATABASE_URL out of it.
  const baseEnv = withoutKeys(process.env, "TEST_DATABASE_URL");
  await vitest("unit: domain + server (PGlite) + web", ["domain", "server", "web"], "vitest-unit.json", baseEnv);

  if (process.env.TEST_DATABASE_URL) {
    // Same server suite on real PostgreSQL: PGlite serialises everything and hides races.
    await vitest("server on PostgreSQL", ["server"], "vitest-server-postgres.json", process.env);
    // Faults and scale-out spawn real server processes on PostgreSQL (and PGlite where it applies).
    await vitest("system: faults and scale-out", ["system"], "vitest-system.json", process.env);
  } else if (!interrupted) {
    console.log("\n[test] TEST_DATABASE_URL is not set: the server suite ran on PGlite only, and the system suite did not run.");
  }

  await check("build", npm, ["run", "--silent", "build"]);
  await check("bundle size", process.execPath, [path.join(root, "scripts", "check-bundle-size.mjs")]);

  const e2eEnv = { ...baseEnv, CHROME_PATH: process.env.CHROME_PATH || "/usr/bin/chromium" };
  await vitest("e2e (Chromium)", ["e2e"], "vitest-e2e.json", e2eEnv);
}

function summary() {
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0) + (interrupted ? 1 : 0);
  banner("summary");
  const width = Math.max(...results.map((r) => r.name.length), 8);
  for (const r of results) {
    const mark = r.failed ? "✗" : "✓";
    const counts = `${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed`;
    const note = r.note ? `  (${r.note})` : "";
    console.log(`${mark} ${r.name.padEnd(width)} ${counts} ${r.seconds.toFixed(1).padStart(7)}s${note}`);
  }
  if (interrupted) console.log("✗ interrupted: remaining steps were skipped");
  if (failures.length) {
    console.log("\nfailed tests:");
    for (const line of failures.slice(0, 20)) console.log(`  ✗ ${line}`);
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

try {
  await main();
} catch (error) {
  console.error("[test] runner error:", error);
  results.push({ name: "runner", passed: 0, failed: 1, note: String(error), seconds: 0 });
} finally {
  process.exitCode = summary() > 0 ? 1 : 0;
}
