import { and, asc, eq, exists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventAdmins, events, organizations, registrations, users } from "../../db/schema/index.ts";
import { eventCardColumns, toEventCard } from "../events/event-cards.queries.ts";

/** More than any one person runs; the list has no paging, so it is capped. */
const MY_EVENTS_LIMIT = 500;

/** GET /api/user/events: the events I organise or administer, drafts and cancelled ones included. */
export async function listMyEvents(db: Db, userId: string) {
  const administers = exists(
    db
      .select({ one: sql`1` })
      .from(eventAdmins)
      .where(and(eq(eventAdmins.eventId, events.id), eq(eventAdmins.userId, userId))),
  );
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
    .where(or(eq(events.organizerId, userId), administers))
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
