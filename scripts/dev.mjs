#!/usr/bin/env node
// `npm run dev`: the API server in watch mode and the Vite dev server side by side.
// Vite proxies /api to the server (see apps/web/vite.config.ts), so open the URL Vite prints.
//
// Each child runs in its own process group so a signal reaches the whole tree (npm → vite,
// tsx watch → node) exactly once; when either child stops, the other is stopped too.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

const children = [
  {
    name: "server",
    command: path.join(root, "node_modules", ".bin", "tsx"),
    // --clear-screen=false keeps the web server's lines visible when the server restarts.
    args: ["watch", "--clear-screen=false", "apps/server/src/main.ts"],
    // The browser talks to Vite's origin (which proxies /api), so that is the public URL that
    // auth's Origin check and generated links must use.
    env: { PUBLIC_URL: "http://localhost:5173", ...process.env, NODE_ENV: "development" },
  },
  {
    name: "web",
    command: npm,
    args: ["run", "dev", "-w", "@commons/web", "--", "--clearScreen", "false"],
    env: { ...process.env, NODE_ENV: "development" },
  },
].map((spec) => {
  // stdin is ignored: a background process group reading the terminal would be stopped (SIGTTIN).
  const child = spawn(spec.command, spec.args, {
    cwd: root,
    env: spec.env,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  return { ...spec, child };
});

let stopping = false;

function signalAll(signal) {
  for (const { child } of children) {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

function stop(signal, exitCode) {
  if (stopping) {
    // A second Ctrl-C means "now".
    signalAll("SIGKILL");
    process.exit(exitCode);
  }
  stopping = true;
  process.exitCode = exitCode;
  signalAll(signal);
  // Give watchers a moment to close their handles, then make sure nothing is left behind.
  setTimeout(() => signalAll("SIGKILL"), 5000).unref();
}

for (const { name, child } of children) {
  child.on("error", (error) => {
    console.error(`[dev] could not start ${name}: ${error.message}`);
    stop("SIGTERM", 1);
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the rest`);
      stop("SIGTERM", code || 1);
    }
  });
}

process.on("SIGINT", () => stop("SIGINT", 130));
process.on("SIGTERM", () => stop("SIGTERM", 143));
process.on("SIGHUP", () => stop("SIGHUP", 129));
process.on("exit", () => signalAll("SIGKILL"));

console.log("[dev] server: tsx watch apps/server/src/main.ts · web: vite (proxies /api to the server)");
