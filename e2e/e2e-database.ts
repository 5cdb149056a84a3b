// Where the e2e servers keep their data (ADR 0050). With TEST_DATABASE_URL (CI, `npm test` on a machine with
// PostgreSQL) each suite's server gets a PostgreSQL database of its own, copied from one the run's global setup
// migrated and seeded (`create database … template`); without it, a copy of a seeded PGlite directory, as before.
// A server on PGlite runs PostgreSQL compiled to WebAssembly inside its own process: about a third of a browser
// suite's CPU went there. The embedded path keeps its own coverage: the whole server suite runs on PGlite, the
// system suite starts the bundle on PGlite, and `startServer({ fresh: true })` (the global setup without
// PostgreSQL, the suites that try a first start) still creates, migrates and seeds an embedded database.
import { randomBytes } from "node:crypto";
import { onAdmin } from "../apps/server/src/test/migrated-template.ts";

/** The PostgreSQL server to create databases on, or undefined for PGlite (E2E_DATABASE=pglite forces PGlite). */
export function e2ePostgres(): string | undefined {
  return process.env.E2E_DATABASE === "pglite" ? undefined : process.env.TEST_DATABASE_URL || undefined;
}

export interface E2eDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new database on `adminUrl`'s server, empty or a copy of `template` (which must have no connections). */
export async function createDatabase(adminUrl: string, label: string, template?: string): Promise<E2eDatabase> {
  const name = `commons_e2e_${label}_${randomBytes(4).toString("hex")}`;
  await onAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
