#!/usr/bin/env node
// `npm test`: every check in one go, ending with exactly one line `N passed, M failed`.
//
// A failing step never stops the ones after it, so the final count is complete. Steps that use
// different resources run side by side (ADR 0026): one streams its output live, the others' output
// is printed whole when they finish. Vitest suites contribute their own test counts (read from the JSON
// reporter); lint, type-check, build and bundle size count as one test each. The summary gives each
// step's start, duration and CPU-seconds and the total wall time (and `.ci/run`'s own steps when it ran us). The exit
// code is non-zero if anything failed.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tmp = path.join(root, ".tmp");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const logs = path.join(tmp, "logs");
mkdirSync(logs, { recursive: true });
const runStarted = Date.now();

/** @typedef {{ name: string, passed: number, failed: number, note?: string, seconds: number, startedAt: number, cpu?: number }} Result */
/** @type {Result[]} */
const results = [];
/** One line per failed test, for the summary. */
const failures = [];
let interrupted = false;
/** @type {Set<import("node:child_process").ChildProcess>} */
const running = new Set();

// Ctrl-C reaches the running children directly (same process group). We only remember it, let the
// children wind down, skip the remaining steps and still print the count.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    if (signal === "SIGTERM") for (const child of running) if (child.exitCode === null) child.kill(signal);
  });
}

/**
 * CPU-seconds (user + system) of this process's children that have ended and been waited for, with their own
 * children: Linux's cutime and cstime (/proc/self/stat, in clock ticks of 1/100 s). Read when a step's process
 * ends, the growth since the previous read is that step's CPU, the figure that decides the loop's time on a busy
 * machine (ADR 0042). Undefined where there is no /proc.
 */
function childrenCpu() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ").pop().split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
let childrenCpuSeen = childrenCpu();

/**
 * CPU-seconds the whole machine spent busy (user, nice, system, irq, softirq in /proc/stat) since boot; undefined where
 * there is no /proc. Unlike `childrenCpu`, it sees processes that outlive their parent (the browsers of the e2e
 * step), and everything else the machine runs; the summary gives its growth over the run (ADR 0050).
 */
function machineCpu() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return undefined;
  }
}
const machineCpuAtStart = machineCpu();

/**
 * Runs a command; resolves with its exit code. Its output is streamed to this console, or written to
 * the file `log` when the step runs beside another one that streams. Its CPU-seconds are added to `usage.cpu`.
 */
function run(command, args, env = process.env, log, usage) {
  const out = log ? openSync(log, "w") : undefined;
  return new Promise((resolve) => {
    const stdio = out === undefined ? "inherit" : ["ignore", out, out];
    const child = spawn(command, args, { cwd: root, env, stdio });
    running.add(child);
    child.on("error", (error) => {
      console.error(`[test] could not start ${command}: ${error.message}`);
      running.delete(child);
      resolve(127);
    });
    child.on("exit", (code, signal) => {
      running.delete(child);
      const now = childrenCpu();
      if (usage && now !== undefined && childrenCpuSeen !== undefined) usage.cpu = (usage.cpu ?? 0) + now - childrenCpuSeen;
      childrenCpuSeen = now;
      resolve(code ?? (signal ? 128 : 1));
    });
  }).finally(() => {
    if (out !== undefined) closeSync(out);
  });
}

function banner(title) {
  const line = "─".repeat(Math.max(10, 72 - title.length));
  console.log(`\n── ${title} ${line}`);
}

/**
 * A step: a name and what it runs. `start(log, usage)` resolves with the step's counts; `log` is undefined when
 * its output streams to the console, else the file to write it to; `usage` collects its CPU-seconds.
 * @typedef {{ name: string, start: (log: string | undefined, usage: { cpu?: number }) => Promise<Omit<Result, "name" | "seconds" | "startedAt" | "cpu">> }} Step
 */

/** A step that is a single check: 1 passed or 1 failed. */
function check(name, command, args, env) {
  return {
    name,
    async start(log, usage) {
      const code = await run(command, args, env, log, usage);
      return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, note: code === 0 ? undefined : `exit ${code}` };
    },
  };
}

/** A vitest run whose JSON report provides the counts. `extraArgs` go to vitest as they are. */
function vitest(name, projects, outputName, env, extraArgs = []) {
  return {
    name,
    async start(log, usage) {
      const outputFile = path.join(tmp, outputName);
      rmSync(outputFile, { force: true }); // never count a previous run's report
      const args = ["run", ...projects.flatMap((p) => ["--project", p]), ...extraArgs];
      args.push("--passWithNoTests", "--reporter=default", "--reporter=json", `--outputFile=${outputFile}`);
      const code = await run(bin("vitest"), args, env, log, usage);
      return countReport(name, outputFile, code);
    },
  };
}

/** The counts of a vitest JSON report (and its failed tests, into `failures`). */
function countReport(name, outputFile, code) {
  if (!existsSync(outputFile)) return { passed: 0, failed: 1, note: `no report (exit ${code})` };
  let report;
  try {
    report = JSON.parse(readFileSync(outputFile, "utf8"));
  } catch (error) {
    return { passed: 0, failed: 1, note: `unreadable report: ${error.message}` };
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
  return { passed, failed, note: notes.join("; ") || undefined };
}

/**
 * Runs steps side by side: the first streams its output live, the others write theirs to
 * .tmp/logs/<step>.log, printed under their own banner once the first is done and they are. Results
 * keep the order given. Resolves when all are done.
 * @param {Step[]} steps
 */
async function together(...steps) {
  if (interrupted) return;
  const [live, ...quiet] = steps;
  banner(steps.length > 1 ? `${live.name}  (beside: ${quiet.map((s) => s.name).join(", ")})` : live.name);
  const timed = (step, log) => {
    const startedAt = Date.now();
    const usage = {};
    const done = step.start(log, usage).catch((error) => ({ passed: 0, failed: 1, note: `runner error: ${error.message}` }));
    return done.then((counts) => ({ name: step.name, ...counts, seconds: (Date.now() - startedAt) / 1000, startedAt, cpu: usage.cpu }));
  };
  const files = quiet.map((step) => path.join(logs, `${step.name.replace(/[^\w.-]+/g, "-")}.log`));
  const pending = [timed(live), ...quiet.map((step, i) => timed(step, files[i]))];
  const first = await pending[0];
  const rest = [];
  for (const [i, step] of quiet.entries()) {
    rest.push(await pending[i + 1]);
    banner(`${step.name}  (ran beside ${live.name}; its output follows)`);
    process.stdout.write(existsSync(files[i]) ? readFileSync(files[i], "utf8") : "(no output)\n");
  }
  results.push(first, ...rest);
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
  // The first server run is the embedded path (PGlite): keep TEST_DATABASE_URL out of it.
  const baseEnv = withoutKeys(process.env, "TEST_DATABASE_URL");
  // The browser suites' servers run on PostgreSQL when there is one (e2e/e2e-database.ts, ADR 0050); the browser is
  // CHROME_PATH, else Debian's headless shell, else /usr/bin/chromium (e2e/harness.ts).
  const e2eEnv = process.env;

  // ESLint and each tsc run are single-threaded: side by side they fill both cores of a CI machine
  // instead of one. (The build waits: its router plugin may rewrite routeTree.gen.ts, which they read.)
  await together(
    check("typecheck", npm, ["run", "--silent", "typecheck"]),
    check("lint", bin("eslint"), ["."]),
    // Unused files, exports and dependencies (knip.config.ts).
    check("dead code", bin("knip"), ["--no-progress", "--no-config-hints"]),
  );
  // The server suite is two projects: `server` shares its modules per worker, `server-isolated` holds
  // the files that replace a module (vitest.config.ts).
  const server = ["server", "server-isolated"];
  // The web suite too: `web` shares its jsdom window and packages per worker, `web-isolated` holds the files that
  // replace a module (apps/web/vitest.shared.ts).
  const web = ["web", "web-isolated"];
  await together(vitest("unit: domain + server (PGlite) + web", ["domain", ...server, ...web], "vitest-unit.json", baseEnv));

  if (process.env.TEST_DATABASE_URL) {
    // Same server suite on real PostgreSQL: PGlite serialises everything and hides races.
    // The bad-input fuzzer is left out of this pass: what it tries (every operation's validation, envelope and
    // "a refusal writes nothing") happens before and around the database, identically on both engines, and it
    // is the suite's longest part by far; it runs once, on PGlite, above.
    // Faults and scale-out spawn real server processes on PostgreSQL (and PGlite where it applies), one file
    // at a time; they mostly wait (for a process to start, a proxy to cut), so they run beside the pass (ADR 0028).
    await together(
      // Nor the certificate renderer's tests: they draw pictures on worker threads and never open the database.
      // (Left out through SERVER_TEST_EXCLUDE, read by vitest.config.ts: vitest's --exclude flag does not reach projects.)
      vitest("server on PostgreSQL", server, "vitest-server-postgres.json", { ...process.env, SERVER_TEST_EXCLUDE: "**/fuzz-*.app.test.ts,**/certificates/render/**" }),
      vitest("system: faults and scale-out", ["system"], "vitest-system.json", process.env),
    );
  } else if (!interrupted) {
    console.log("\n[test] TEST_DATABASE_URL is not set: the server suite ran on PGlite only, and the system suite did not run.");
  }

  await together(check("build", npm, ["run", "--silent", "build"]));
  // The budget check builds its own copy with hidden source maps (it names every bundled module, to
  // prove no Preact ships), which the served build must not carry; in a directory of its own, so it runs
  // beside the browser tests, which mostly wait on pages (ADR 0028).
  await together(
    vitest("e2e (Chromium)", ["e2e"], "vitest-e2e.json", e2eEnv),
    check("bundle size", process.execPath, [path.join(root, "scripts", "check-bundle-size.mjs")]),
  );
}

/** `.ci/run`'s own steps (apt, npm ci, database), timed by it into COMMONS_CI_STEPS: `name<TAB>seconds` lines. */
function ciSteps() {
  const file = process.env.COMMONS_CI_STEPS;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.split("\t"))
    .filter(([name, seconds]) => name && Number.isFinite(Number(seconds)))
    .map(([name, seconds]) => ({ name, seconds: Number(seconds) }));
}

function summary() {
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0) + (interrupted ? 1 : 0);
  const wall = (Date.now() - runStarted) / 1000;
  const ci = ciSteps();
  banner("summary");
  const width = Math.max(...results.map((r) => r.name.length), ...ci.map((s) => s.name.length + 4), 8);
  const clock = (seconds) => `${seconds.toFixed(1).padStart(7)}s`;
  for (const step of ci) console.log(`  ${`ci: ${step.name}`.padEnd(width)} ${"".padStart(24)} ${clock(step.seconds)}`);
  for (const r of results) {
    const mark = r.failed ? "✗" : "✓";
    const counts = `${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed`;
    const at = `from ${((r.startedAt - runStarted) / 1000).toFixed(0).padStart(4)}s`;
    const cpu = r.cpu === undefined ? "" : `  ${r.cpu.toFixed(0).padStart(4)} CPU-s`;
    const note = r.note ? `  (${r.note})` : "";
    console.log(`${mark} ${r.name.padEnd(width)} ${counts} ${clock(r.seconds)}  ${at}${cpu}${note}`);
  }
  if (interrupted) console.log("✗ interrupted: remaining steps were skipped");
  console.log(`  ${"npm test wall time".padEnd(width)} ${"".padStart(24)} ${clock(wall)}  (${formatMinutes(wall)})`);
  const machine = machineCpu();
  if (machine !== undefined && machineCpuAtStart !== undefined) {
    console.log(`  ${"machine CPU-s, all processes".padEnd(width)} ${"".padStart(24)} ${(machine - machineCpuAtStart).toFixed(0).padStart(7)}   (the steps' own figures leave out the browsers)`);
  }
  const ciStarted = Number(process.env.COMMONS_CI_STARTED_AT);
  if (Number.isFinite(ciStarted) && ciStarted > 0) {
    const total = Date.now() / 1000 - ciStarted;
    console.log(`  ${".ci/run wall time".padEnd(width)} ${"".padStart(24)} ${clock(total)}  (${formatMinutes(total)})`);
  }
  if (failures.length) {
    console.log("\nfailed tests:");
    for (const line of failures.slice(0, 20)) console.log(`  ✗ ${line}`);
    if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

function formatMinutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

try {
  await main();
} catch (error) {
  console.error("[test] runner error:", error);
  results.push({ name: "runner", passed: 0, failed: 1, note: String(error), seconds: 0, startedAt: Date.now() });
} finally {
  process.exitCode = summary() > 0 ? 1 : 0;
}
