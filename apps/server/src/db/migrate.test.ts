import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createDatabase, type Database } from "./client.ts";

// Every server process migrates at start (main.ts). Several processes starting at once on one database
// (scale-out, a rolling deploy with a new migration) used to each apply the pending migrations, and all
// but one crashed on "type … already exists". PGlite belongs to one process, so there it is only
// "migrating again at the next start is harmless".
const adminUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8")) as { entries: unknown[] };

async function applied(database: Database): Promise<number> {
  const client = (database.db as unknown as { $client: { query(text: string): Promise<{ rows: { n: number }[] }> } }).$client;
  const { rows } = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
  return rows[0]!.n;
}

async function onAdmin(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

describe("migrations at start-up", () => {
  it(
    adminUrl
      ? "three processes migrating one new PostgreSQL database at once all succeed, and each migration is applied once"
      : "migrating a PGlite database again changes nothing",
    async () => {
      if (!adminUrl) {
        const database = createDatabase({ dataDir: "memory://" });
        await database.migrate();
        await database.migrate();
        expect(await applied(database)).toBe(journal.entries.length);
        await database.close();
        return;
      }
      const name = `commons_t_migrate_${randomBytes(4).toString("hex")}`;
      await onAdmin(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      // Pools of one: the lock must not take the only connection the migration needs.
      const processes = [0, 1, 2].map(() => createDatabase({ url: url.toString(), poolSize: 1 }));
      try {
        const results = await Promise.allSettled(processes.map((d) => d.migrate()));
        expect(results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
        expect(await applied(processes[0]!)).toBe(journal.entries.length);
      } finally {
        await Promise.all(processes.map((d) => d.close()));
        await onAdmin(`drop database if exists ${name} with (force)`);
      }
    },
  );
});
