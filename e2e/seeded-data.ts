// Vitest global setup of the e2e project. First the server's bundle, which every suite's server runs, is built
// again if a file it was built from changed (ADR 0044); a build that fails stops the run here, by name.
// Then one production server starts on an empty data directory (and, with TEST_DATABASE_URL, an empty PostgreSQL
// database: e2e-database.ts, ADR 0050), migrates and seeds the demo content, and stops; each suite's server then
// starts on a copy of that directory and database (harness.ts `startServer`) instead of creating, migrating and
// seeding its own: about 60% of a server's start on this machine (ADR 0026). Every suite still gets a database
// of its own.
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureServerBundle } from "../apps/server/src/system/server-bundle.ts";
import { createDatabase, e2ePostgres, type E2eDatabase } from "./e2e-database.ts";
import { startServer } from "./harness.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A stopped server's DATA_DIR, migrated and seeded: startServer copies it. */
    seededDataDir?: string;
    /** On PostgreSQL, the stopped server's database, migrated and seeded: startServer copies it. */
    seededDatabase?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureServerBundle();
  const adminUrl = e2ePostgres();
  let database: E2eDatabase | undefined;
  let server;
  try {
    database = adminUrl ? await createDatabase(adminUrl, "seed") : undefined;
    server = await startServer({ fresh: true, env: database ? { DATABASE_URL: database.url } : {} });
  } catch (error) {
    // Then each suite seeds its own, as before, and fails (by name) if it cannot start either.
    console.warn(`[e2e] no seeded data to copy: ${(error as Error).message}`);
    await database?.drop();
    return async () => {};
  }
  await server.stop({ keepData: true });
  project.provide("seededDataDir", server.dataDir);
  if (database) project.provide("seededDatabase", database.name);
  const { dataDir } = server;
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
}
