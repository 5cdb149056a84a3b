// Lighthouse is installed on demand, for the page-speed scenario only (ADR 0037). Its tree declares Node ≥ 22.12
// (puppeteer-core's @puppeteer/browsers 3, taken for having no known advisories, ADR 0012), so as a root dev
// dependency it made every first `npm install` warn about an engine the README says is fine. It lives in
// bench/lighthouse with its own manifest, overrides and lockfile, and `npm ci` installs it there the first time
// the scenario runs (or when the manifest names another version than the one installed).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "./harness.ts";

const dir = path.join(repoRoot, "bench", "lighthouse");

/** The part of Lighthouse's answer the scenario reads (its own types arrive only with the on-demand install). */
export interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string };
    runWarnings: string[];
    audits: Record<string, { numericValue?: number } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
    environment: { benchmarkIndex: number };
  };
}

type LighthouseFlags = { port: number; output: "json"; logLevel: "error"; onlyCategories: string[] };
export type Lighthouse = (url: string, flags: LighthouseFlags) => Promise<LighthouseResult | undefined>;

/** The Lighthouse version bench/lighthouse/package.json asks for. */
export function wantedLighthouseVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { dependencies: { lighthouse: string } };
  return manifest.dependencies.lighthouse;
}

/** The installed entry point, when the installed version is the wanted one. */
function installedEntry(): string | null {
  const installed = path.join(dir, "node_modules", "lighthouse");
  try {
    const manifest = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")) as { version: string; main: string };
    return manifest.version === wantedLighthouseVersion() ? path.join(installed, manifest.main) : null;
  } catch {
    return null;
  }
}

/** Lighthouse's Node API, installed into bench/lighthouse first if it is not there yet. */
export async function loadLighthouse(): Promise<Lighthouse> {
  let entry = installedEntry();
  if (!entry) {
    console.log(`  Lighthouse ${wantedLighthouseVersion()} is installed on first use (npm ci in bench/lighthouse).`);
    // npm names @puppeteer/browsers' Node 22 engine here: Lighthouse only connects to the Chromium we start and
    // never runs the browser-download code that could need it (ADR 0012).
    const install = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
    if (install.status !== 0) throw new Error(`npm ci in bench/lighthouse failed (${install.status ?? install.signal})`);
    entry = installedEntry();
    if (!entry) throw new Error("bench/lighthouse: Lighthouse is still missing after npm ci");
  }
  const module = (await import(pathToFileURL(entry).href)) as { default: Lighthouse };
  return module.default;
}
