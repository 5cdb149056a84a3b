import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

const dialect = new PgDialect();

/**
 * A hand-written statement (CTEs the query builder cannot express) run as a named prepared statement:
 * its text is rendered once, PostgreSQL parses and plans it once per connection, and each call only
 * binds values. `statement` uses `sql.placeholder(name)` for every value. Works on `db` and on a
 * transaction alike (each brings its own session), and on PGlite, which ignores the name.
 */
export function preparedSql(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async <Row = Record<string, unknown>>(db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
