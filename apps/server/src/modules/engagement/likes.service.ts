import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventLikes } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { findVisibleEvent } from "../events/event-permissions.ts";
import { invalidateEventDetail } from "../events/event-detail-cache.ts";

// Likes are one row per (event, user): the primary key turns a repeated like into a 409, never a second row.

async function countLikes(db: Db, eventId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(eventLikes).where(eq(eventLikes.eventId, eventId));
  return Number(row?.n ?? 0);
}

export async function getLikeCount(db: Db, eventId: string, viewerId: string | null) {
  await findVisibleEvent(db, eventId, viewerId);
  return { likeCount: await countLikes(db, eventId) };
}

export async function getLikeStatus(db: Db, eventId: string, userId: string) {
  await findVisibleEvent(db, eventId, userId);
  const [row] = await db
    .select({ userId: eventLikes.userId })
    .from(eventLikes)
    .where(and(eq(eventLikes.eventId, eventId), eq(eventLikes.userId, userId)))
    .limit(1);
  return { liked: Boolean(row) };
}

/** An existing like answers 409 'Already liked', which the web treats as "already on" (docs/product/engagement.md#likes). */
export async function likeEvent(db: Db, eventId: string, userId: string) {
  await findVisibleEvent(db, eventId, userId);
  const inserted = await db.insert(eventLikes).values({ eventId, userId }).onConflictDoNothing().returning({ userId: eventLikes.userId });
  if (inserted.length === 0) throw conflict("engagement.alreadyLiked");
  invalidateEventDetail(db, eventId);
  return { liked: true as const, likeCount: await countLikes(db, eventId) };
}

/** Idempotent: removing a like that is not there is still a success. */
export async function unlikeEvent(db: Db, eventId: string, userId: string) {
  await findVisibleEvent(db, eventId, userId);
  await db.delete(eventLikes).where(and(eq(eventLikes.eventId, eventId), eq(eventLikes.userId, userId)));
  invalidateEventDetail(db, eventId);
  return { liked: false as const, likeCount: await countLikes(db, eventId) };
}
