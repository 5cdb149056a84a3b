import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messageJobs } from "../../db/schema/index.ts";
import { PRUNE_BATCH, RETENTION_DAYS } from "./delivery-policy.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes finished messages past their retention (RETENTION_DAYS), one batch of each kind; answers how
 * many went. Unfinished rows (pending, sending) are never touched, whatever their age. Several workers
 * may prune at once: a row deleted twice is simply not found the second time.
 */
export async function pruneFinishedMessages(db: Db, now: Date): Promise<number> {
  let pruned = 0;
  for (const status of ["sent", "failed"] as const) {
    const before = new Date(now.getTime() - RETENTION_DAYS[status] * DAY_MS);
    const rows = await db.execute<{ id: string }>(sql`
      delete from ${messageJobs} where id in (
        select id from ${messageJobs} where status = ${status} and created_at < ${before.toISOString()}::timestamptz limit ${PRUNE_BATCH}
      ) returning id`);
    pruned += rowCount(rows);
  }
  return pruned;
}

// node-postgres answers a result with `rows`; PGlite's drizzle driver answers the same shape.
function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}
