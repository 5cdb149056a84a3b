import { eq, type Placeholder, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventAdmins, events } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { isPublicStatus } from "./event-cards.queries.ts";

// Ids are UUIDs today; anything implausible is "not found" without touching the database.
export const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** True when the user organises the event or has an event_admins row for it (`viewerId` may be a prepared statement's placeholder). */
export function isEventManagerSql(viewerId: string | Placeholder) {
  return sql<boolean>`(${events.organizerId} = ${viewerId} or exists (select 1 from ${eventAdmins} where ${eventAdmins.eventId} = ${events.id} and ${eventAdmins.userId} = ${viewerId}))`;
}

export interface VisibleEvent {
  id: string;
  title: string;
  status: (typeof events.$inferSelect)["status"];
  organizerId: string;
  organizationId: string | null;
  viewCount: number;
  /** The viewer organises or administers the event. */
  isManager: boolean;
}

/**
 * The event as a target of the viewer's actions (like, bookmark, invite, view). Drafts and cancelled
 * events exist only for their organiser and event admins; for anyone else they answer exactly like a
 * missing id, so nobody can probe for them.
 */
export async function findVisibleEvent(db: Db, id: string, viewerId: string | null): Promise<VisibleEvent> {
  if (!EVENT_ID_PATTERN.test(id)) throw notFound("error.eventNotFound");
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      status: events.status,
      organizerId: events.organizerId,
      organizationId: events.organizationId,
      viewCount: events.viewCount,
      isManager: viewerId ? isEventManagerSql(viewerId) : sql<boolean>`false`,
    })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
  if (!row || (!isPublicStatus(row.status) && !row.isManager)) throw notFound("error.eventNotFound");
  return row;
}
