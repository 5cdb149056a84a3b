// Stores and settings for the system tests: each test gets its own PostgreSQL database or PGlite
// directory, and the real server, started from its bundle as `npm start` does, with the settings a production run would use.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { SERVER_BUNDLE } from "./server-bundle.ts";

/** What the system tests start: the bundle of apps/server/src/main.ts (built by the project's global setup). */
export const SERVER_ENTRY = SERVER_BUNDLE;

/** The PostgreSQL server the suite may create databases on (scripts/test.mjs runs it only when set). */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("the system suite needs TEST_DATABASE_URL (a PostgreSQL it may create databases on)");
  return url;
}

async function onAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on TEST_DATABASE_URL's server; `drop` removes it (even with servers still connected). */
export async function freshPostgres(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `commons_sys_${label}_${randomBytes(4).toString("hex")}`;
  await onAdmin(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onAdmin(`drop database if exists ${name} with (force)`) };
}

/** A new directory for the server's DATA_DIR (PGlite lives in `<dir>/pglite`). */
export function freshDataDir(): { dir: string; pgliteDir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "commons-system-"));
  return { dir, pgliteDir: path.join(dir, "pglite"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The server as production runs it, minus what would get in the way of a test: no demo content, no
 * built web app (the API is what is under test), warnings only.
 */
export function productionEnv(secret: string, extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: "production",
    AUTH_SECRET: secret,
    SEED: "false",
    LOG_LEVEL: "warn",
    REDIS_URL: "",
    WEB_DIST: path.join(tmpdir(), "commons-no-web-dist"),
    ...extra,
  };
}
