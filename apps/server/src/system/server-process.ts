// Runs the real server (or any TypeScript entry) in its own Node process. Shared by the benchmarks
// (bench/harness.ts re-exports it) and the system tests, which kill, restart and multiply processes.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** A port that was free a moment ago (good enough for a local benchmark or test). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  await once(server, "close");
  if (!address || typeof address === "string") throw new Error("could not allocate a port");
  return address.port;
}

export interface RunningProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** SIGTERM (graceful), SIGKILL after 5 s; resolves once the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL at once, as a crash or an OOM killer would; resolves once the process has exited. */
  kill(): Promise<void>;
}

/**
 * Starts an entry point in its own Node process with PORT set to a free port (or `port`, to come back on
 * the same address after a restart), and waits until `readyPath` answers 200: a TypeScript entry through
 * tsx (`node --import tsx <entry>`), a JavaScript one (the server's bundle, server-bundle.ts) as it is.
 * The load generator and the server must not share an event loop, or the numbers measure both.
 */
export async function startProcess(opts: StartOptions & {
  entry: string;
  /** Extra node flags for this process only, e.g. ["--cpu-prof"]. */
  nodeArgs?: string[];
}): Promise<RunningProcess> {
  const loader = opts.entry.endsWith(".ts") ? ["--import", "tsx"] : [];
  const command = [process.execPath, ...(opts.nodeArgs ?? []), ...loader, path.resolve(repoRoot, opts.entry)] as const;
  return startCommand({ ...opts, command, label: opts.entry });
}

interface StartOptions {
  env?: Record<string, string | undefined>;
  readyPath?: string;
  timeoutMs?: number;
  port?: number;
}

/** As startProcess, for any command that starts the server (`npm start`), named `label` in errors. */
export async function startCommand(opts: StartOptions & { command: readonly [string, ...string[]]; label: string }): Promise<RunningProcess> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const [file, ...args] = opts.command;
  const child = spawn(file, args, {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: url, ...opts.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = once(child, "exit");
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async () => {
    if (gone()) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };
  const kill = async () => {
    if (gone()) return;
    child.kill("SIGKILL");
    await exited;
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  const readyUrl = url + (opts.readyPath ?? "/");
  while (true) {
    if (gone()) throw new Error(`${opts.label} exited with code ${child.exitCode ?? child.signalCode}`);
    try {
      const res = await fetch(readyUrl, { signal: AbortSignal.timeout(1000) });
      await res.body?.cancel();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${opts.label} did not answer 200 at ${readyUrl}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, child, stop, kill };
}
