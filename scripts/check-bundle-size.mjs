#!/usr/bin/env node
// Bundle budget (issue 3): what a first visit to a page downloads before it can render — the entry
// chunk, the page's route chunks and every chunk they import statically, gzip-compressed — must stay
// within apps/web/bundle-budget.json. Dynamic imports (dialogs, QR, poster, other pages) do not count.
//
// It builds the web app with a manifest into .tmp/bundle-size (so the real dist is untouched and the
// chunk graph is exact), then sums. Exit code 1 when any budget is exceeded.
//
// The same build proves the runtime (ADR 0025): the code that ships is the code the tests run, React.
// Its hidden source maps name every module bundled; a module from `preact` (or its renderer) in any
// chunk, or no `react-dom` in the entry's chunks, fails the check.
//   node scripts/check-bundle-size.mjs
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "apps", "web");
const config = JSON.parse(readFileSync(path.join(webDir, "bundle-budget.json"), "utf8"));

const dist = path.join(root, ".tmp", "bundle-size");
const vite = path.join(root, "node_modules", ".bin", "vite");
// Hidden maps: no comment is added to the chunks, so their sizes are those of the real build.
const build = spawnSync(vite, ["build", "--manifest", "--sourcemap", "hidden", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], {
  cwd: webDir,
  stdio: "inherit",
});
if (build.status !== 0) {
  console.error(`[bundle-size] build failed (exit ${build.status})`);
  process.exit(1);
}
const manifestFile = path.join(dist, ".vite", "manifest.json");
if (!existsSync(manifestFile)) {
  console.error(`[bundle-size] no manifest at ${manifestFile}`);
  process.exit(1);
}
/** @type {Record<string, { file: string, imports?: string[], isEntry?: boolean, src?: string }>} */
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));

const gzipCache = new Map();
function gzipKb(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gzipCache.get(file);
}

/** The chunk and everything it imports statically (what the browser must load before running it). */
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
let failed = false;
for (const budget of config.budgets) {
  const files = new Set();
  for (const key of entryKeys) collect(key, files);
  // A manual chunk group (vite.config.ts) holds its routes' code under the group's name instead of the
  // routes' own keys: such a budget names the group in `chunks` (ADR 0012).
  for (const name of budget.chunks ?? []) {
    const keys = Object.keys(manifest).filter((key) => manifest[key].name === name && !manifest[key].isEntry);
    if (keys.length === 0) {
      console.error(`[bundle-size] ${budget.name}: chunk "${name}" not found in the manifest`);
      failed = true;
    }
    for (const key of keys) collect(key, files);
  }
  for (const route of budget.routes) {
    // The router plugin splits a route file into its definition (in the entry) and its component chunk(s).
    const keys = Object.keys(manifest).filter((key) => key === route || key.startsWith(`${route}?`));
    if (keys.length === 0 && !(budget.chunks ?? []).length) {
      console.error(`[bundle-size] ${budget.name}: route ${route} not found in the manifest`);
      failed = true;
    }
    for (const key of keys) collect(key, files);
  }
  const rows = [...files].map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
  const total = rows.reduce((sum, row) => sum + row.kb, 0);
  const over = total > budget.maxGzipKb;
  failed ||= over;
  console.log(`\n${over ? "✗" : "✓"} ${budget.name}: ${total.toFixed(1)} KB gzip (budget ${budget.maxGzipKb} KB, ${rows.length} chunks)`);
  for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.file}`);
}
failed = !checkRuntime(entryKeys.flatMap((key) => [...collect(key)])) || failed;
process.exit(failed ? 1 : 0);

/** The modules bundled into a chunk, read off its source map (package paths under node_modules). */
function modulesOf(file) {
  const map = path.join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, "utf8")).sources : null;
}

function checkRuntime(entryFiles) {
  const assets = path.join(dist, "assets");
  const chunks = readdirSync(assets).filter((name) => name.endsWith(".js")).map((name) => `assets/${name}`);
  // Rolldown writes no map for its own runtime chunk, nor for a chunk of data without sources.
  const maps = chunks.map((file) => ({ file, modules: modulesOf(file) ?? [] }));
  if (!maps.some((chunk) => chunk.modules.length > 0)) {
    console.error("\n✗ runtime: no source maps beside the chunks, so the bundled modules cannot be named");
    return false;
  }
  const preact = maps.flatMap(({ file, modules }) => modules.filter((m) => /node_modules\/preact(-render-to-string)?\//.test(m)).map((m) => `${file}: ${m}`));
  const reactDom = maps.some(({ file, modules }) => entryFiles.includes(file) && modules.some((m) => /node_modules\/react-dom\//.test(m)));
  if (preact.length > 0) console.error(`\n✗ runtime: Preact is bundled (ADR 0025: React in every build)\n  ${preact.slice(0, 10).join("\n  ")}`);
  else if (!reactDom) console.error("\n✗ runtime: react-dom is not in the entry's chunks");
  else console.log(`\n✓ runtime: React (react-dom in the entry), no Preact module in ${chunks.length} chunks`);
  return preact.length === 0 && reactDom;
}
