/**
 * The rows of a raw `db.execute`. Both drivers (node-postgres and PGlite) answer `{ rows }`, but the union
 * of their types is not one drizzle can name, so the shape is read here once instead of cast at each call.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: T[] } | null)?.rows;
  return Array.isArray(rows) ? rows : [];
}
