// `npm start` under a process manager (issue 27 item 20): a SIGTERM to the npm process must stop the server it
// started and free its port. Before scripts/start.mjs, npm passed the signal to the script's shell, which died
// and left the server running. The serve part only (`-- --skip-build`): the build is not what is under test.
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { SERVER_BUNDLE } from "./server-bundle.ts";
import { startCommand } from "./server-process.ts";
import { freshDataDir, productionEnv } from "./system-kit.ts";

/** A process's state letter and parent, or null once it is gone ("Z": exited, waiting to be reaped, is gone too). */
function processInfo(pid: number): { state: string; ppid: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // "pid (comm) state ppid …": the command name may hold spaces and parentheses, so read after the last ")".
  const [state = "", ppid = ""] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return state === "Z" || state === "X" ? null : { state, ppid: Number(ppid) };
}

/** Every live process below `root`. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const info = processInfo(Number(name));
    if (info) children.set(info.ppid, [...(children.get(info.ppid) ?? []), Number(name)]);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
};

async function portIsFree(port: number): Promise<boolean> {
  const probe = createServer();
  probe.listen(port, "127.0.0.1");
  const outcome = await Promise.race([once(probe, "listening").then(() => true), once(probe, "error").then(() => false)]);
  if (outcome) await new Promise((resolve) => probe.close(resolve));
  return outcome;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe.runIf(process.platform === "linux")("npm start", () => {
  it("stops the server it started when npm is sent SIGTERM, and frees the port", async () => {
    const data = freshDataDir();
    const env = productionEnv(`system-secret-${randomBytes(16).toString("hex")}`, { DATA_DIR: data.dir, DATABASE_URL: "" });
    const npm = await startCommand({ command: ["npm", "start", "--silent", "--", "--skip-build"], label: "npm start", env, readyPath: "/healthz" });
    // Found while it runs: once npm is gone, a process left behind belongs to init and is no longer its descendant.
    let tree: number[] = [];
    try {
      tree = descendants(npm.child.pid!);
      const serverPids = tree.filter((pid) => commandLine(pid).includes(SERVER_BUNDLE));
      expect(serverPids.length).toBeGreaterThan(0);

      npm.child.kill("SIGTERM");
      await once(npm.child, "exit");
      // The server finishes its open requests and closes the database, then exits; nothing of the tree is left.
      expect(await waitFor(() => tree.every((pid) => processInfo(pid) === null), 15_000), `left running: ${tree.filter((pid) => processInfo(pid)).map(commandLine).join(" | ")}`).toBe(true);
      expect(await portIsFree(npm.port)).toBe(true);
      // A graceful stop is a clean exit, passed up through npm.
      expect(npm.child.exitCode).toBe(0);
    } finally {
      for (const pid of tree) if (processInfo(pid)) process.kill(pid, "SIGKILL");
      await npm.kill();
      data.remove();
    }
  });
});
