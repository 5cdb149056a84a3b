import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, findVisibleEvent } from "../events/event-permissions.ts";
import { publicEvent } from "../events/event-cards.queries.ts";

/**
 * Counts one page view of a public event with one atomic UPDATE (no read-modify-write, so parallel
 * views never lose a count). An organiser previewing their own draft sees the count unchanged; anyone
 * else asking about a draft or a missing id gets 404.
 */
export async function recordView(db: Db, eventId: string, viewerId: string | null): Promise<{ viewCount: number }> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const [row] = await db
    .update(events)
    .set({ viewCount: sql`${events.viewCount} + 1` })
    .where(and(eq(events.id, eventId), publicEvent()))
    .returning({ viewCount: events.viewCount });
  if (row) return row;
  const event = await findVisibleEvent(db, eventId, viewerId);
  return { viewCount: event.viewCount };
}
