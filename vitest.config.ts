import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

/**
 * Server test files that replace a module (`vi.mock` and the like). The server suite shares one module
 * registry per worker (`isolate: false`, ADR 0026): importing the app once per worker instead of once
 * per file saves about 3 s of CPU a file. A file that swaps a module needs a registry of its own, so it
 * runs in the isolated project instead; found here by reading the files, so no list to keep.
 */
function serverFilesWithOwnModules(): string[] {
  const dir = "apps/server/src";
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts") && !file.startsWith("system/"))
    .map((file) => `${dir}/${file.replaceAll("\\", "/")}`)
    .filter((file) => /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubGlobal|stubEnv)\(/.test(readFileSync(file, "utf8")));
}
const ownModules = serverFilesWithOwnModules();

/**
 * Globs the server projects leave out on this run, comma-separated in SERVER_TEST_EXCLUDE: `npm test`'s PostgreSQL pass
 * sets it (scripts/test.mjs). Vitest's `--exclude` flag does not reach a project that has its own `exclude`: given
 * there, the pass ran the fuzzer and the renderer's tests again for nothing.
 */
const runExcludes = (process.env.SERVER_TEST_EXCLUDE ?? "").split(",").filter(Boolean);

const serverTest = {
  environment: "node",
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Migrates once per run; each test app's database is a copy (ADR 0026).
  globalSetup: ["apps/server/src/test/migrated-template.ts"],
} as const;

// One runner for every suite, so `npm test` can add up a single pass/fail count.
export default defineConfig({
  test: {
    // Vitest 4.1 runs `cpus - 1` workers by default: one on the 2-core project machines, leaving a
    // core idle. One worker per core (ADR 0026); the suites that run one file at a time keep their
    // own order group, as Vitest requires of projects with another worker count.
    maxWorkers: "100%",
    projects: [
      // Pure functions, nothing to mock: the files share their worker's modules (ADR 0044), so zod and the catalogs
      // load once per worker rather than once per file, which cost several times the tests themselves.
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], environment: "node", isolate: false } },
      {
        // The server suite: `--project 'server*'` runs both parts.
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["apps/server/src/system/**", ...ownModules, ...runExcludes],
          isolate: false,
          ...serverTest,
        },
      },
      { test: { name: "server-isolated", include: ownModules, exclude: runExcludes, ...serverTest } },
      // The web suite: `--project 'web*'` runs both parts (apps/web/vitest.shared.ts).
      "apps/web/vitest.config.ts",
      "apps/web/vitest.isolated.config.ts",
      {
        // Whole server processes (the bundle `npm start` runs) on PostgreSQL and PGlite: faults and scale-out.
        // Run once, beside the PostgreSQL pass (scripts/test.mjs), one file at a time: each starts servers.
        test: {
          name: "system",
          include: ["apps/server/src/system/**/*.test.ts"],
          environment: "node",
          // Builds the server's bundle if a source changed since it was built (ADR 0044).
          globalSetup: ["apps/server/src/system/global-setup.ts"],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          environment: "node",
          // Builds the server's bundle if a source changed since it was built (ADR 0044), then seeds one data
          // directory per run; each suite's server starts on a copy (ADR 0026).
          globalSetup: ["e2e/seeded-data.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A poll waits on a page (a reload, a fetch, a hydration), not on a function: vitest's 1 s default
          // failed on a busy CI machine while the page was still on its way.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time, one per core: each has its own server, port and database, and a browser
          // test spends much of its time waiting on the page, so two overlap well (ADR 0028).
          sequence: { groupOrder: 2 },
          // A worker runs its files one after another in one module registry, so vitest, playwright-core and the
          // helpers load once per worker, and the files share the worker's Chromium (harness.ts launchBrowser),
          // each in browser contexts of its own; every file still starts its own server (ADR 0047).
          isolate: false,
        },
      },
    ],
  },
});
