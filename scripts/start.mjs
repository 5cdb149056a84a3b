#!/usr/bin/env node
// `npm start`: build the web app and the server's bundle (`npm run build`), then serve everything from one Node process
// running that bundle, apps/server/dist/server.mjs (README, "Quick start"; ADR 0044).
// `npm start -- --skip-build` (and `npm run serve`) serves the build already there.
//
// Stopping this process stops the server. A process manager pointed at `npm start` sends its SIGTERM to npm,
// npm hands it to the script's shell, and a shell running `a && b` dies without passing it on, which left the
// server running with nobody to stop it. So the script is `exec node scripts/start.mjs` (the shell becomes this
// process), and this process passes SIGTERM, SIGINT and SIGHUP to the build or the server, waits for it, and
// exits with its code; the server finishes its open requests first (apps/server/src/main.ts).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const skipBuild = process.argv.includes("--skip-build");
const bundle = path.join("apps", "server", "dist", "server.mjs");

/** The step now running (the build, then the server); a signal goes to it. */
let current = null;
/** The signal that asked us to stop, if one did. */
let stopSignal = null;

function run(command, args, env) {
  // The build runs npm → shell → vite: in a group of its own, so a signal reaches all of it at once.
  const detached = command === npm;
  const child = spawn(command, args, { cwd: root, env, stdio: "inherit", detached });
  current = { child, detached };
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(`[start] could not run ${command}: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
}

function forward(signal) {
  stopSignal = signal;
  const child = current?.child;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (current.detached) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}

for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => forward(signal));

/** A child's end as an exit code: its own, or 128 + the signal's number, as a shell reports it. */
const exitCode = ({ code, signal }) => code ?? 128 + (constants.signals[signal] ?? 0);

if (!skipBuild) {
  const build = exitCode(await run(npm, ["run", "build"], process.env));
  if (build !== 0) process.exit(build);
}
if (stopSignal) process.exit(exitCode({ code: null, signal: stopSignal }));
if (!existsSync(path.join(root, bundle))) {
  console.error(`[start] ${bundle} is missing: run \`npm run build\` first, or \`npm start\` without --skip-build`);
  process.exit(1);
}
const server = await run(process.execPath, [bundle], { ...process.env, NODE_ENV: "production" });
process.exit(exitCode(server));
