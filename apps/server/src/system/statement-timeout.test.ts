// A statement that runs away is cancelled by PostgreSQL after the pool's statement timeout
// (db/client.ts), and counts as "the database cannot answer now" (a 503 with Retry-After), while
// migrations, on their own connection, are not bound by it. PostgreSQL only: PGlite runs one statement
// at a time in this process and has no timer to cancel one with.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../db/client.ts";
import { isDatabaseUnavailable } from "../lib/database-unavailable.ts";
import { freshPostgres } from "./system-kit.ts";

let store: Awaited<ReturnType<typeof freshPostgres>>;
let database: Database;

beforeAll(async () => {
  store = await freshPostgres("timeout");
  // So short that any migration statement would trip it, were migrations run on the pool.
  database = createDatabase({ url: store.url, poolSize: 2, statementTimeoutMs: 1 });
});
afterAll(async () => {
  await database?.close();
  await store?.drop();
});

describe("the statement timeout", () => {
  it("does not apply to migrations, which run on their own connection", async () => {
    await database.migrate();
    const slow = createDatabase({ url: store.url, poolSize: 1 });
    try {
      const tables = await slow.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = 'registrations'`);
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await slow.close();
    }
  });

  it("cancels a statement that outlives it, as an outage the client may retry, and frees the connection", async () => {
    const bounded = createDatabase({ url: store.url, poolSize: 1, statementTimeoutMs: 300 });
    try {
      const started = Date.now();
      const error = await bounded.db.execute(sql`select pg_sleep(3)`).then(
        () => null,
        (err: unknown) => err,
      );
      expect(Date.now() - started).toBeLessThan(2500);
      expect(error).not.toBeNull();
      const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      expect(code).toBe("57014");
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The one connection of the pool answers the next statement at once.
      await bounded.ping();
    } finally {
      await bounded.close();
    }
  });
});
