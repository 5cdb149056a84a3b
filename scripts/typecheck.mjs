#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project, checked by TypeScript 7's native compiler (ADR 0042).
// The `typescript` package stays 5.9 for the tools that need its JavaScript API (typescript-eslint,
// knip, tsx); TypeScript 7 has none yet, so it is installed beside it under the name @typescript/native.
// Called by path, not as `tsc`: both packages ship a `tsc` binary, and which one npm links is not ours to rely on.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve("@typescript/native/package.json")), "bin", "tsc");
const projects = ["packages/domain", "apps/server", "apps/web", "e2e", "bench"];

let failed = 0;
for (const project of projects) {
  const { status } = spawnSync(process.execPath, [tsc, "-p", project], { cwd: root, stdio: "inherit" });
  if (status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
