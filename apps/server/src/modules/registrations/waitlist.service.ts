import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { registrations } from "../../db/schema/index.ts";
import { type EventFacts, lockEvent, takeSeat } from "./capacity-guard.ts";
import { type RegistrationNotice, recordNotices } from "./registration-notices.ts";
import { newTicketCode } from "./ticket-token.ts";

const BATCH = 50;

/**
 * Hands freed seats to the waitlist, earliest first (design rule 2), inside the caller's transaction,
 * which must already hold the event lock. A waitlisted person whose ticket type is still full is
 * passed over for one who fits; the loop stops as soon as the event itself is full, so a seat is never
 * given twice and capacity is never exceeded (each promotion goes through takeSeat).
 */
export async function fillFreedSeats(
  tx: Db,
  event: EventFacts,
  exclude: readonly string[] = [],
): Promise<RegistrationNotice[]> {
  const notices: RegistrationNotice[] = [];
  const passedOver = [...exclude];
  const status = event.requireApproval ? "PENDING" : "APPROVED";
  fill: for (;;) {
    const waiting = await tx
      .select({ id: registrations.id, userId: registrations.userId, ticketTypeId: registrations.ticketTypeId })
      .from(registrations)
      .where(
        and(
          eq(registrations.eventId, event.id),
          eq(registrations.status, "WAITLISTED"),
          passedOver.length ? notInArray(registrations.id, passedOver) : undefined,
        ),
      )
      .orderBy(asc(registrations.registeredAt), asc(registrations.id))
      .limit(BATCH)
      // Belt and braces: the event lock already serialises this, but a row someone else holds is skipped, never waited on.
      .for("update", { skipLocked: true });
    for (const w of waiting) {
      const seat = await takeSeat(tx, event.id, w.ticketTypeId, status === "APPROVED");
      if (seat === "eventFull") break fill;
      if (seat === "ticketFull") {
        passedOver.push(w.id);
        continue;
      }
      await tx
        .update(registrations)
        .set({ status, statusChangedAt: sql`now()`, ticketCode: status === "APPROVED" ? newTicketCode() : null })
        .where(eq(registrations.id, w.id));
      notices.push({
        userId: w.userId,
        type: status === "APPROVED" ? "registrationPromoted" : "registrationPromotedPending",
        eventId: event.id,
        eventTitle: event.title,
      });
    }
    if (waiting.length < BATCH) break;
  }
  await recordNotices(tx, notices);
  return notices;
}

/**
 * For the organiser console (issue 5): call after raising the event's capacity or a ticket type's
 * quantity. Promotes as many waitlisted registrants as now fit, in one transaction, and notifies them.
 */
export async function promoteWaitlist(deps: Pick<AppDeps, "database" | "mail" | "log" | "env">, eventId: string): Promise<number> {
  const notices = await deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const event = await lockEvent(tx, eventId);
    return event ? fillFreedSeats(tx, event) : [];
  });
  return notices.length;
}
