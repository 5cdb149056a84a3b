import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, ticketTypes } from "../../db/schema/index.ts";

/**
 * The one capacity guard (design rule 1). Every path that takes a seat — register, approve, waitlist
 * promotion, organiser add, capacity edit — takes it with a conditional
 * `UPDATE … SET n = n + 1 WHERE n < capacity RETURNING`, never check-then-insert, so no caller can
 * overfill the event. Paths that free or hand out seats (cancel, reject, promote, approve, organiser
 * add, capacity edit) first `lockEvent`; registration itself (registration-writes.ts) takes the seat
 * in the same statement that writes the row, and joins a waitlist only under a share lock on the
 * event row, so a seat freed at that moment can't be missed by both sides.
 */

export type EventFacts = {
  id: string;
  status: (typeof events.$inferSelect)["status"];
  title: string;
  isExternalEvent: boolean;
  startTime: Date;
  endTime: Date;
  registrationDeadline: Date | null;
  maxAttendees: number | null;
  seatsTaken: number;
  requireApproval: boolean;
  organizerId: string;
};

const factColumns = {
  id: events.id,
  status: events.status,
  title: events.title,
  isExternalEvent: events.isExternalEvent,
  startTime: events.startTime,
  endTime: events.endTime,
  registrationDeadline: events.registrationDeadline,
  maxAttendees: events.maxAttendees,
  seatsTaken: events.seatsTaken,
  requireApproval: events.requireApproval,
  organizerId: events.organizerId,
};

/**
 * Locks the event row for a transaction that frees or hands out seats (cancel, reject, promote,
 * approve, organiser add). NO KEY UPDATE: inserts referencing the event (their foreign-key check takes
 * KEY SHARE) are not blocked, but it waits for everyone joining the waitlist at this moment (they hold
 * SHARE until they commit), so a promotion sees them all; and they wait for it, so they see its seats.
 */
export async function lockEvent(tx: Db, eventId: string): Promise<EventFacts | null> {
  const [row] = await tx.select(factColumns).from(events).where(eq(events.id, eventId)).for("no key update");
  return row ?? null;
}

export async function readEventFacts(db: Db, eventId: string): Promise<EventFacts | null> {
  const [row] = await db.select(factColumns).from(events).where(eq(events.id, eventId)).limit(1);
  return row ?? null;
}

export type SeatResult = "ok" | "eventFull" | "ticketFull";

/**
 * Takes one seat of the event and, when given, of the ticket type. `approved` also counts the
 * registration in events.approved_count, in the same statement. All or nothing inside the transaction.
 */
export async function takeSeat(
  tx: Db,
  eventId: string,
  ticketTypeId: string | null,
  approved: boolean,
): Promise<SeatResult> {
  const [seat] = await tx
    .update(events)
    .set({
      seatsTaken: sql`${events.seatsTaken} + 1`,
      ...(approved ? { approvedCount: sql`${events.approvedCount} + 1` } : {}),
    })
    .where(and(eq(events.id, eventId), or(isNull(events.maxAttendees), lt(events.seatsTaken, events.maxAttendees))))
    .returning({ id: events.id });
  if (!seat) return "eventFull";
  if (!ticketTypeId) return "ok";
  const [ticket] = await tx
    .update(ticketTypes)
    .set({ currentQuantity: sql`${ticketTypes.currentQuantity} + 1` })
    .where(
      and(
        eq(ticketTypes.id, ticketTypeId),
        eq(ticketTypes.eventId, eventId),
        or(isNull(ticketTypes.maxQuantity), lt(ticketTypes.currentQuantity, ticketTypes.maxQuantity)),
      ),
    )
    .returning({ id: ticketTypes.id });
  if (ticket) return "ok";
  // The event seat was taken first; hand it back so the counters stay exact.
  await releaseSeat(tx, eventId, null, approved);
  return "ticketFull";
}

/** Gives back a seat held by an APPROVED (`wasApproved`) or PENDING registration. */
export async function releaseSeat(tx: Db, eventId: string, ticketTypeId: string | null, wasApproved: boolean) {
  await tx
    .update(events)
    .set({
      seatsTaken: sql`greatest(${events.seatsTaken} - 1, 0)`,
      ...(wasApproved ? { approvedCount: sql`greatest(${events.approvedCount} - 1, 0)` } : {}),
    })
    .where(eq(events.id, eventId));
  if (ticketTypeId) {
    await tx
      .update(ticketTypes)
      .set({ currentQuantity: sql`greatest(${ticketTypes.currentQuantity} - 1, 0)` })
      .where(eq(ticketTypes.id, ticketTypeId));
  }
}

/** A PENDING registration that is approved keeps its seat; only the approved count moves. */
export async function adjustApprovedCount(tx: Db, eventId: string, delta: 1 | -1) {
  await tx
    .update(events)
    .set({ approvedCount: sql`greatest(${events.approvedCount} + ${delta}, 0)` })
    .where(eq(events.id, eventId));
}
