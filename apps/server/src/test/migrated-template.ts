// Vitest global setup of the server project: the migrations run once per run, on a template that every
// test app's database is then copied from (ADR 0026). Migrating a fresh database for each test app cost
// about 3 s of CPU on PGlite (its initdb, then the migrations) and 0.5 s on PostgreSQL; a copy costs
// about 0.6 s and 0.1 s.
//   - PostgreSQL (TEST_DATABASE_URL): a database migrated here; test apps `create database … template` it.
//   - PGlite: an in-memory database migrated here and dumped to a file; test apps start from the dump.
// createTestApp still runs the migrations on its copy (as every server does at start), which finds
// nothing left to do. Without this setup (no value provided) it migrates an empty database as before.
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated database test apps copy (`create database x template <this>`). */
    migratedTemplateDatabase?: string;
    /** PGlite: a file holding the migrated data directory (`dumpDataDir`), loaded by each test app. */
    migratedPgliteDump?: string;
  }
}

export async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

interface Template {
  database?: string;
  pgliteDump?: string;
  remove(): Promise<void>;
}

// The server's projects (isolated and not, vitest.config.ts) each run this setup, in one process: the
// first makes the template, the others share it, and the last one's teardown removes it.
const shared = globalThis as typeof globalThis & { commonsMigratedTemplate?: { users: number; template: Promise<Template> } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const entry = (shared.commonsMigratedTemplate ??= { users: 0, template: migrateTemplate() });
  entry.users += 1;
  const template = await entry.template;
  if (template.database) project.provide("migratedTemplateDatabase", template.database);
  if (template.pgliteDump) project.provide("migratedPgliteDump", template.pgliteDump);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.commonsMigratedTemplate = undefined;
    await template.remove();
  };
}

async function migrateTemplate(): Promise<Template> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  if (adminUrl) {
    const name = `commons_tpl_${suffix}`;
    await onAdmin(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = createDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      // A template must have no connections left when it is copied.
      await database.close();
    }
    return { database: name, remove: () => onAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
  }
  const database = createDatabase({ dataDir: "memory://" });
  const file = path.join(tmpdir(), `commons-pglite-migrated-${suffix}.tar`);
  try {
    await database.migrate();
    const dump = await database.dumpDataDir!();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { pgliteDump: file, remove: async () => rmSync(file, { force: true }) };
}
