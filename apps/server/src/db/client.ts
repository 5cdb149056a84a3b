import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import path from "node:path";
import type { Logger } from "../lib/logger.ts";
import { serverDir } from "../server-dir.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
// Both drivers produce a PgDatabase; services only ever see this type, so the dialect never forks.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tarball, which `loadDataDir` starts a copy from (tests). */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = path.join(serverDir, "drizzle");

/**
 * Several processes starting at once on one database (scale-out, a rolling deploy with a new migration)
 * would each apply the pending migrations, and all but one crash on "already exists". A session-level
 * advisory lock, on its own connection so a pool of one still has a connection to migrate with, lets
 * one process apply them while the others wait, then find nothing left to do.
 */
async function migrateAlone(url: string): Promise<void> {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('commons:migrations'))");
    // On this connection, outside the pool: a migration (an index on a big table) may rightly take
    // longer than the pool's statement timeout.
    await migratePg(drizzlePg(lock, { schema }) as never, { migrationsFolder });
  } finally {
    // Closing the connection releases the lock too; unlock first so waiters need not notice the close.
    await lock.query("select pg_advisory_unlock(hashtext('commons:migrations'))").catch(() => undefined);
    await lock.end();
  }
}

// A request waits at most this long for a connection: an unreachable server is a quick 503, not a hang.
const CONNECT_TIMEOUT_MS = 5000;

/**
 * PostgreSQL cancels any statement of the app's pool that runs longer than this. Every request's
 * statement takes milliseconds; one that runs away (a lock queue behind a stuck transaction, a plan gone
 * wrong) would otherwise hold its connection, and the request, for as long as it likes. The request
 * gets a 503 with Retry-After (lib/database-unavailable.ts), and the connection is free again.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * `url` → node-postgres pool; otherwise PGlite in `dataDir` (or in memory when dataDir is "memory://"),
 * started from `loadDataDir` (a `dumpDataDir` tarball) when given instead of an empty cluster.
 */
export function createDatabase(opts: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  poolSize?: number;
  log?: Pick<Logger, "warn">;
  statementTimeoutMs?: number;
}): Database {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: opts.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      // TCP keep-alive probes: a pooled connection whose peer vanished without a word (a partition) is found dead.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    const lost = (err: Error) => opts.log?.warn({ reason: err.message }, "database connection lost");
    // A connection that dies emits "error" on its client. An idle client's goes to the pool's "error";
    // a checked-out one (a transaction between statements) has no listener of pg's, and an unheard
    // "error" event would crash the process. Its statements fail on their own and the pool discards it.
    pool.on("connect", (client) => client.on("error", lost));
    // pg-pool re-emits an idle client's error on the pool, where it would be unheard too; logged above.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateAlone(opts.url!),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir ?? "./data/pglite";
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
  };
}
