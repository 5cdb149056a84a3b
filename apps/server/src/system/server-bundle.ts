// The server as the e2e and system suites start it: the bundle `npm start` runs (scripts/build-server.mjs, ADR 0044),
// with plain `node`. Both suites' global setups call ensureServerBundle first, so a test never runs an older server
// than the sources it is read beside: the bundle is built again when a file it was built from changed.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { repoRoot } from "./server-process.ts";

/** The bundle, relative to the repository's root. */
export const SERVER_BUNDLE = "apps/server/dist/server.mjs";

/** Builds the bundle if it is missing or older than a file it was built from; throws, with the build's output, if that fails. */
export function ensureServerBundle(): void {
  const build = spawnSync(process.execPath, [path.join(repoRoot, "scripts", "build-server.mjs"), "--if-stale"], { cwd: repoRoot, encoding: "utf8" });
  const output = `${build.stdout ?? ""}${build.stderr ?? ""}`.trim();
  if (build.status !== 0) {
    throw new Error(`could not build the server bundle (${SERVER_BUNDLE}) that the tests start: \`node scripts/build-server.mjs\` exited ${build.status ?? build.signal}\n${output}`);
  }
  if (output) console.log(output);
}
