// Helpers for end-to-end tests: the production server on a fresh embedded database, and
// Debian's Chromium driven by playwright-core (Playwright cannot download a browser here).
// The web app must be built first; `npm test` runs `npm run build` before the e2e project. The server runs
// from its bundle (ADR 0044), which the project's global setup (seeded-data.ts) builds again when it is stale.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";
import { SERVER_BUNDLE } from "../apps/server/src/system/server-bundle.ts";
import { createDatabase, e2ePostgres, type E2eDatabase } from "./e2e-database.ts";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const screenshotDir = path.join(repoRoot, ".tmp", "screenshots");

export interface TestServer {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  logs(): string;
  /** Stops the server and removes its data directory, unless `keepData` (or E2E_KEEP_DATA is set). */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  await once(probe, "close");
  if (!address || typeof address === "string") throw new Error("could not allocate a port");
  return address.port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns the production server (`node apps/server/dist/server.mjs`, as `npm start` does) on a free port with a
 * data directory and a database of its own and the demo content, and waits until `GET /healthz` answers 200.
 * The directory is a copy of the run's seeded one (seeded-data.ts, the e2e project's global setup) when there is
 * one and `fresh` is not asked for, and so is the database: a PostgreSQL copy of the run's seeded database when the
 * run has one (e2e-database.ts), else the PGlite inside the directory; `fresh` creates, migrates and seeds an
 * embedded one. The server announces nothing, so we poll. `env` overrides any variable.
 */
export async function startServer(
  opts: { env?: Record<string, string | undefined>; timeoutMs?: number; fresh?: boolean } = {},
): Promise<TestServer> {
  const port = await freePort();
  // 127.0.0.1 rather than localhost: Node and Chromium may resolve localhost to ::1 differently.
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "commons-e2e-"));
  const seeded = opts.fresh ? undefined : inject("seededDataDir");
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const template = opts.fresh ? undefined : inject("seededDatabase");
  const adminUrl = e2ePostgres();
  const database: E2eDatabase | undefined = template && adminUrl ? await createDatabase(adminUrl, "suite", template) : undefined;

  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    // better-auth checks Origin against the public URL, so it must be the address the browser uses.
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED: "true",
    LOG_LEVEL: "warn",
    RATE_LIMIT: "off",
    // Every run starts from its own database, whatever the developer's shell exports.
    DATABASE_URL: database?.url,
    ...opts.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];

  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "exit");
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
    // With LOG_LEVEL=warn whatever appears is worth seeing next to the failing test.
    process.stderr.write(chunk);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);

  let stopped = false;
  const stop = async ({ keepData = false } = {}) => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keepData && !process.env.E2E_KEEP_DATA) {
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  let lastError: string;
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `server exited (${child.signalCode ?? `code ${child.exitCode}`}) before /healthz answered:\n${output}`,
      );
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.status === 200) break;
      lastError = `status ${res.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer GET /healthz with 200 (${lastError}):\n${output}`);
    }
    await sleep(150);
  }
  // One page drawn before any test: a fresh process's first server render (cold JIT, first React render) can pass
  // the renderer's 1 s limit on a busy machine and fall back to the browser, which the tests of server-drawn
  // pages would read as a failure of the page rather than of the warm-up.
  await fetch(`${url}/zh/events`, { signal: AbortSignal.timeout(10_000) })
    .then((res) => res.body?.cancel())
    .catch(() => undefined);

  return { url, port, dataDir, logs: () => output, stop };
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * CHROME_PATH when set; else Debian's headless shell of Chromium when installed (`.ci/run` installs it): the same
 * engine as Playwright's own headless default, without the desktop browser's shell, about a fifth less CPU a suite
 * (ADR 0050); else Debian's Chromium.
 */
export function browserPath(): string {
  return process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
}

/** The worker's Chromium, launched by the first file that asks and kept for the files after it. */
let workerBrowser: Promise<Browser> | undefined;

/**
 * Chromium (`browserPath()`), headless. The e2e project runs a worker's files one
 * after another in one module registry (isolate: false, ADR 0047), so they share one browser instead of launching
 * one each. Each file still works in contexts of its own (own cookies, storage and cache), and its `close()` closes
 * them rather than the browser, so the next file starts on a browser with none open. The browser ends with the
 * worker (Playwright kills it when the process exits); a browser that crashed is launched again.
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = await workerBrowser?.catch(() => undefined);
  if (!browser?.isConnected()) {
    workerBrowser = chromium.launch({
      executablePath: browserPath(),
      args: chromiumArgs,
    });
    browser = await workerBrowser;
  }
  return fileHandle(browser);
}

/** The shared browser as one file sees it: the same in all but `close()`, which closes the contexts open on it. */
function fileHandle(browser: Browser): Browser {
  const close = async () => {
    await Promise.all(browser.contexts().map((context) => context.close()));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === "close") return close;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A fresh context (own cookies) with the product's defaults: Chinese, China time, desktop size. */
export async function newPage(
  browser: Browser,
  opts: {
    baseURL?: string;
    locale?: string;
    timezoneId?: string;
    viewport?: { width: number; height: number };
    /** Ignore the page's CSP, so a test sees what the markup alone would let run (the stored-XSS suite). */
    bypassCSP?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: opts.baseURL,
    bypassCSP: opts.bypassCSP ?? false,
    locale: opts.locale ?? "zh-CN",
    timezoneId: opts.timezoneId ?? "Asia/Shanghai",
    viewport: opts.viewport ?? { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page PNG to .tmp/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, "-")}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
