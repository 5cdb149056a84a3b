import { defineConfig } from "vitest/config";

// One runner for every suite, so `npm test` can add up a single pass/fail count.
export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["apps/server/src/system/**"],
          environment: "node",
          // Migrates once per run; each test app's database is a copy (ADR 0023).
          globalSetup: ["apps/server/src/test/migrated-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
      {
        // Whole server processes (spawned from main.ts) on PostgreSQL and PGlite: faults and scale-out.
        // Run once, after the PostgreSQL pass (scripts/test.mjs), one file at a time: each starts servers.
        test: {
          name: "system",
          include: ["apps/server/src/system/**/*.test.ts"],
          environment: "node",
          testTimeout: 240_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          environment: "node",
          // Seeds one data directory per run; each suite's server starts on a copy (ADR 0023).
          globalSetup: ["e2e/seeded-data.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
