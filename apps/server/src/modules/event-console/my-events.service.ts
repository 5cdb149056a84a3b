import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, organizations, registrations, users } from "../../db/schema/index.ts";
import { eventCardColumns, toEventCard } from "../events/event-cards.queries.ts";
import { isEventManagerSql } from "../events/event-permissions.ts";

/** More than any one person runs; the list has no paging, so it is capped. */
const MY_EVENTS_LIMIT = 500;

/** GET /api/user/events: the events I organise or administer, drafts and cancelled ones included, deleted ones not. */
export async function listMyEvents(db: Db, userId: string) {
  const rows = await db
    .select({
      ...eventCardColumns,
      organizerId: events.organizerId,
      seatsTaken: events.seatsTaken,
      approvedCount: events.approvedCount,
      // Counted per listed event only; the (event, status) index answers it.
      pendingCount: sql<number>`(select count(*) from ${registrations} where ${registrations.eventId} = ${events.id} and ${registrations.status} = 'PENDING')::int`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .leftJoin(organizations, eq(organizations.id, events.organizationId))
    .where(and(isEventManagerSql(userId), isNull(events.deletedAt)))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(MY_EVENTS_LIMIT);
  return {
    events: rows.map((row) => ({
      ...toEventCard(row),
      myRole: row.organizerId === userId ? ("ORGANIZER" as const) : ("ADMIN" as const),
      seatsTaken: row.seatsTaken,
      approvedCount: row.approvedCount,
      pendingCount: Number(row.pendingCount),
    })),
  };
}
