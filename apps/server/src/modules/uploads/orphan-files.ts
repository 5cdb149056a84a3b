import { ORPHAN_FILE_SWEEP } from "@commons/domain";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { storedFiles } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.ts";
import type { PeriodicTask } from "../messaging/message-queue.ts";
import { referencedKeys } from "./file-references.ts";
import type { Storage } from "./storage.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * docs/product/accounts-and-profile.md#upload-limits: deletes stored images older than the grace period that
 * no row points at (file-references.ts), a batch at a time, and answers how many went. The file goes first
 * and its row after, so a failure leaves the row for the next sweep to try again; two sweepers at once only
 * delete the same files twice, which storage allows. A file is never deleted while it is young: a form may
 * still be about to save it.
 */
export async function sweepOrphanFiles(db: Db, storage: Storage, log: Pick<Logger, "warn">, now: Date, batch: number = ORPHAN_FILE_SWEEP.batch): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_FILE_SWEEP.graceHours * HOUR_MS);
  const orphans = rowsOf<{ key: string }>(
    await db.execute(sql`
    select f.key from ${storedFiles} f
    where f.created_at < ${cutoff}
      and not exists (select 1 from (${referencedKeys}) refs(key) where refs.key = f.key)
    order by f.created_at
    limit ${batch}`),
  );
  const removed: string[] = [];
  for (const { key } of orphans) {
    try {
      await storage.remove(key);
      removed.push(key);
    } catch (err) {
      log.warn({ err, key }, "orphan sweep: could not delete a stored file; it stays for the next sweep");
    }
  }
  if (removed.length) await db.delete(storedFiles).where(inArray(storedFiles.key, removed));
  return removed.length;
}

/** The sweep as the message queue's periodic task (build-deps.ts); storage is resolved when it runs, as routes do. */
export const orphanFileTask = (db: Db, storage: () => Storage, log: Pick<Logger, "warn">): PeriodicTask => ({
  name: "orphan-files",
  everyMs: ORPHAN_FILE_SWEEP.everyMinutes * 60 * 1000,
  run: (now) => sweepOrphanFiles(db, storage(), log, now),
});
