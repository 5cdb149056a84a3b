import { REGISTRATION_STATUSES, type RegistrationStatus } from "@commons/domain";
import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventLikes, events, registrations, ticketTypes } from "../../db/schema/index.ts";
import { listInvites } from "../engagement/invites.service.ts";
import { requireEventAccess } from "../events/event-permissions.ts";

/** GET /api/events/{id}/overview: the numbers an organiser watches, for the organiser and any admin. */
export async function getOverview(db: Db, actorId: string, eventId: string) {
  await requireEventAccess(db, eventId, actorId, "anyAdmin");
  const [byStatus, [checked], [event], [likes], tickets, { invites }] = await Promise.all([
    db
      .select({ status: registrations.status, n: count() })
      .from(registrations)
      .where(eq(registrations.eventId, eventId))
      .groupBy(registrations.status),
    db
      .select({ n: count() })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), isNotNull(registrations.checkedInAt))),
    db
      .select({ maxAttendees: events.maxAttendees, seatsTaken: events.seatsTaken, viewCount: events.viewCount })
      .from(events)
      .where(eq(events.id, eventId)),
    db.select({ n: count() }).from(eventLikes).where(eq(eventLikes.eventId, eventId)),
    db
      .select({
        id: ticketTypes.id,
        name: ticketTypes.name,
        maxQuantity: ticketTypes.maxQuantity,
        currentQuantity: ticketTypes.currentQuantity,
        isActive: ticketTypes.isActive,
      })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, eventId))
      .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id)),
    listInvites(db, eventId, actorId),
  ]);
  const counts = Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, 0])) as Record<RegistrationStatus, number>;
  for (const row of byStatus) counts[row.status] = Number(row.n);
  return {
    counts,
    checkedIn: Number(checked?.n ?? 0),
    maxAttendees: event?.maxAttendees ?? null,
    seatsTaken: event?.seatsTaken ?? 0,
    viewCount: event?.viewCount ?? 0,
    likeCount: Number(likes?.n ?? 0),
    ticketTypes: tickets,
    invites,
  };
}
