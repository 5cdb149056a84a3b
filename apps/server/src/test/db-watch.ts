import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

// Test-only: proof that a refused request changed nothing in the database (design rule 11), for the
// app-wide authorisation matrix and the bad-input suite. Two views of "nothing changed":
// - a change log filled by row triggers on every application table: one cheap query per request, and it
//   names the table and operation that changed (rolled-back writes roll their log rows back too);
// - a checksum of every table's contents, for a before/after comparison that needs no trigger.

const LOG = "_test_changes";

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

async function appTables(db: Db): Promise<string[]> {
  const res = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> ${LOG} order by tablename`);
  return rowsOf<{ tablename: string }>(res).map((r) => r.tablename);
}

export interface DbWatch {
  /** The application tables being watched (every table of the public schema). */
  tables: string[];
  /** Marks "now": later calls to changedSince() report only what happened after it. */
  mark(): Promise<number>;
  /** "table:OPERATION" for each row written since the mark, in order. */
  changedSince(mark: number): Promise<string[]>;
  /** md5 of each table's rows (order-independent), keyed by table name. */
  fingerprint(): Promise<Record<string, string>>;
}

/** Installs the change-log triggers on every application table of a test database. */
export async function watchDatabase(db: Db): Promise<DbWatch> {
  const tables = await appTables(db);
  await db.execute(sql.raw(`create table if not exists ${LOG} (id bigserial primary key, tbl text not null, op text not null)`));
  await db.execute(
    sql.raw(`create or replace function ${LOG}_log() returns trigger language plpgsql as $$
      begin insert into ${LOG} (tbl, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`),
  );
  for (const table of tables) {
    await db.execute(sql.raw(`drop trigger if exists ${LOG}_watch on "${table}"`));
    await db.execute(sql.raw(`create trigger ${LOG}_watch after insert or update or delete on "${table}" for each row execute function ${LOG}_log()`));
  }
  // One statement for all tables: each table's rows as text, sorted, hashed.
  const fingerprintSql = tables
    .map((t) => `select '${t}' as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${t}" x`)
    .join(" union all ");

  return {
    tables,
    async mark() {
      const res = await db.execute(sql.raw(`select coalesce(max(id), 0)::int as id from ${LOG}`));
      return rowsOf<{ id: number }>(res)[0]!.id;
    },
    async changedSince(mark) {
      const res = await db.execute(sql`select tbl, op from _test_changes where id > ${mark} order by id`);
      return rowsOf<{ tbl: string; op: string }>(res).map((r) => `${r.tbl}:${r.op}`);
    },
    async fingerprint() {
      const res = await db.execute(sql.raw(fingerprintSql));
      return Object.fromEntries(rowsOf<{ t: string; h: string }>(res).map((r) => [r.t, r.h]));
    },
  };
}
