#!/usr/bin/env node
// The server as one JavaScript file (ADR 0044): apps/server/dist/server.mjs, built by esbuild from
// apps/server/src/main.ts with the packages it uses. `npm start`, the e2e suite and the system suite run it with plain
// `node`: loading the TypeScript sources through tsx cost about 4 of a server start's 7.5 CPU-seconds. Development
// (`npm run dev`), the server's own tests and the benchmarks still run the sources.
//
//   node scripts/build-server.mjs              build (part of `npm run build`)
//   node scripts/build-server.mjs --if-stale   build only if a file it was built from changed since (the e2e and
//                                              system suites' global setup), or it is missing
//
// Beside it, apps/server/dist/render-worker-entry.mjs is the certificate render worker's code
// (modules/certificates/render/render-worker.ts) as one file too. The render pool starts its worker from
// `new URL("./render-worker-entry.mjs", import.meta.url)`: from the sources that is the entry that registers tsx
// and loads the TypeScript worker; inside the bundle import.meta.url is the bundle's, so the same line finds
// this file, which needs no loader. The two names must stay the same.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverDir = path.join(root, "apps", "server");
const outDir = path.join(serverDir, "dist");
const bundleFile = path.join(outDir, "server.mjs");
/** Every file the bundle was built from (and this script), for --if-stale. */
const inputsFile = path.join(outDir, "inputs.json");

/**
 * Packages loaded from node_modules at run time instead of bundled, each because it finds files of its own beside
 * its code: native addons (sharp, resvg), PGlite's WebAssembly and data files, pino's transport workers (thread-stream)
 * and ioredis's own package.json (its version, sent to Redis). pg-native is pg's optional native driver, required
 * only if asked for, and not installed. `checkBundledPackages` below refuses a new package of that kind.
 */
const EXTERNAL = ["sharp", "@resvg/resvg-js", "@electric-sql/pglite", "pino", "ioredis", "pg-native"];

/**
 * Bundled packages whose code names __dirname or __filename, which an ES module does not have, checked to be safe:
 * satori's WebAssembly loader (Emscripten) asks `typeof __filename` and takes its embedded binary when it is missing.
 */
const CHECKED_DIRNAME_USERS = new Set(["satori"]);

function packageOf(input) {
  const at = input.lastIndexOf("node_modules/");
  if (at < 0) return null;
  const parts = input.slice(at + "node_modules/".length).split("/");
  return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Fails the build if a bundled package would look for its own files through __dirname, which would break at run time. */
function checkBundledPackages(inputs) {
  const offenders = new Set();
  for (const input of inputs) {
    const name = packageOf(input);
    if (!name || CHECKED_DIRNAME_USERS.has(name) || offenders.has(name)) continue;
    if (/\b__(dirname|filename)\b/.test(readFileSync(path.join(root, input), "utf8"))) offenders.add(name);
  }
  if (offenders.size > 0) {
    throw new Error(
      `[build-server] these packages use __dirname or __filename, which a bundled ES module does not have: ${[...offenders].join(", ")}.\n` +
        "Add each to EXTERNAL in scripts/build-server.mjs (it is then loaded from node_modules), or, if its use is guarded, to CHECKED_DIRNAME_USERS.",
    );
  }
}

async function buildServer() {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      server: "apps/server/src/main.ts",
      "render-worker-entry": "apps/server/src/modules/certificates/render/render-worker.ts",
    },
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    external: EXTERNAL,
    // Bundled CommonJS packages call require() for Node's own modules; an ES module has none until it makes one.
    banner: { js: 'import { createRequire as __commonsCreateRequire } from "node:module";\nconst require = __commonsCreateRequire(import.meta.url);' },
    // Not minified: a stack trace from production stays readable, and each module keeps a comment naming its source.
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
  });
  const inputs = Object.keys(result.metafile.inputs);
  checkBundledPackages(inputs);
  writeFileSync(inputsFile, JSON.stringify([path.relative(root, fileURLToPath(import.meta.url)), ...inputs]));
  return inputs.length;
}

/** Why the bundle must be built again, or null when it is newer than every file it was built from. */
function staleReason() {
  if (!existsSync(bundleFile) || !existsSync(inputsFile)) return "it is missing";
  const builtAt = statSync(bundleFile).mtimeMs;
  for (const input of JSON.parse(readFileSync(inputsFile, "utf8"))) {
    const file = path.join(root, input);
    if (!existsSync(file)) return `${input} is gone`;
    if (statSync(file).mtimeMs > builtAt) return `${input} changed`;
  }
  return null;
}

const started = performance.now();
const reason = process.argv.includes("--if-stale") ? staleReason() : "asked to";
if (reason) {
  const count = await buildServer();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[build-server] built ${path.relative(root, bundleFile)} from ${count} files in ${seconds} s (${reason})`);
}
