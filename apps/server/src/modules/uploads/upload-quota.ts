import { UPLOAD_QUOTA, type MessageKey } from "@commons/domain";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../../db/client.ts";
import { storedFiles } from "../../db/schema/index.ts";
import type { AppEnv } from "../../lib/context.ts";
import { failure } from "../../lib/envelope.ts";
import { AppError } from "../../lib/errors.ts";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const TOTAL_BYTES = UPLOAD_QUOTA.totalMegabytes * 1024 * 1024;

/**
 * docs/product/accounts-and-profile.md#upload-limits: the server's own count of what a person stored.
 * Checked before a link is signed and again before bytes are stored. Two uploads racing past the last
 * free slot may both land (one over the count at most per concurrent request): a quota, not a ledger.
 */
export async function uploadQuotaRefusal(c: Context<AppEnv>, db: Db, userId: string, now = Date.now()): Promise<Response | null> {
  const [row] = await db
    .select({
      hour: sql<number>`count(*) filter (where ${storedFiles.createdAt} > ${new Date(now - HOUR_MS)})`.mapWith(Number),
      day: sql<number>`count(*)`.mapWith(Number),
      oldestInHour: sql<Date | null>`min(${storedFiles.createdAt}) filter (where ${storedFiles.createdAt} > ${new Date(now - HOUR_MS)})`.mapWith((v) => (v ? new Date(v) : null)),
      oldestInDay: sql<Date | null>`min(${storedFiles.createdAt})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, userId), gt(storedFiles.createdAt, new Date(now - DAY_MS))));
  const [total] = await db
    .select({ bytes: sql<number>`coalesce(sum(${storedFiles.bytes}), 0)`.mapWith(Number) })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, userId));
  if ((total?.bytes ?? 0) >= TOTAL_BYTES) throw new AppError(422, "VALIDATION_ERROR", "uploads.quotaBytes", { max: UPLOAD_QUOTA.totalMegabytes }, [{ field: "file", message: "uploads.quotaBytes" }]);
  if (row && row.hour >= UPLOAD_QUOTA.perHour) return tooMany(c, "uploads.quotaHour", UPLOAD_QUOTA.perHour, row.oldestInHour, HOUR_MS, now);
  if (row && row.day >= UPLOAD_QUOTA.perDay) return tooMany(c, "uploads.quotaDay", UPLOAD_QUOTA.perDay, row.oldestInDay, DAY_MS, now);
  return null;
}

/** A 429 whose Retry-After is when the oldest counted upload leaves its window. */
function tooMany(c: Context<AppEnv>, key: MessageKey, max: number, oldest: Date | null, windowMs: number, now: number): Response {
  const retryAfter = Math.max(1, Math.ceil(((oldest?.getTime() ?? now) + windowMs - now) / 1000));
  c.header("Retry-After", String(retryAfter));
  return c.json({ ...failure(new AppError(429, "TOO_MANY_REQUESTS", key, { max }), c.get("locale")), retryAfter }, 429);
}

/** Counts a stored image against its owner (the key's owner segment, modules/uploads/upload-keys.ts). */
export async function recordStoredFile(db: Db, key: string, ownerId: string, bytes: number): Promise<void> {
  await db.insert(storedFiles).values({ key, ownerId, bytes }).onConflictDoNothing();
}
