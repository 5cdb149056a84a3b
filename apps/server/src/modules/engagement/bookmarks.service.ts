import { BOOKMARKS_LIST_LIMIT } from "@commons/domain";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventBookmarks, events } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import type { EventCard } from "@commons/domain";
import { findVisibleEvent } from "../events/event-permissions.ts";
import { publicEvent, selectCards, toEventCard } from "../events/event-cards.queries.ts";

export async function getBookmarkStatus(db: Db, eventId: string, userId: string) {
  await findVisibleEvent(db, eventId, userId);
  const [row] = await db
    .select({ userId: eventBookmarks.userId })
    .from(eventBookmarks)
    .where(and(eq(eventBookmarks.eventId, eventId), eq(eventBookmarks.userId, userId)))
    .limit(1);
  return { bookmarked: Boolean(row) };
}

/** An existing bookmark answers 409 'Already bookmarked' (docs/product/engagement.md#bookmarks). */
export async function bookmarkEvent(db: Db, eventId: string, userId: string) {
  await findVisibleEvent(db, eventId, userId);
  const inserted = await db
    .insert(eventBookmarks)
    .values({ eventId, userId })
    .onConflictDoNothing()
    .returning({ userId: eventBookmarks.userId });
  if (inserted.length === 0) throw conflict("engagement.alreadyBookmarked");
  return { bookmarked: true as const };
}

/** Idempotent. */
export async function unbookmarkEvent(db: Db, eventId: string, userId: string) {
  await findVisibleEvent(db, eventId, userId);
  await db.delete(eventBookmarks).where(and(eq(eventBookmarks.eventId, eventId), eq(eventBookmarks.userId, userId)));
  return { bookmarked: false as const };
}

/**
 * The caller's bookmarked events, most recently bookmarked first. A bookmarked event that has since gone
 * back to draft or was cancelled is left out (its row stays, and reappears if the event does).
 * `projects` is part of the list's shape (docs/product/engagement.md#bookmarks); project bookmarks do not exist yet.
 */
export async function listBookmarks(db: Db, userId: string): Promise<{ events: EventCard[]; projects: never[] }> {
  const rows = await selectCards(db)
    .innerJoin(eventBookmarks, and(eq(eventBookmarks.eventId, events.id), eq(eventBookmarks.userId, userId)))
    .where(publicEvent())
    .orderBy(desc(eventBookmarks.createdAt), asc(events.id))
    .limit(BOOKMARKS_LIST_LIMIT);
  return { events: rows.map(toEventCard), projects: [] };
}
