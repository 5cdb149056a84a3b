import { holdsSeat, isActiveRegistration } from "@commons/domain";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { registrations } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { type EventFacts, lockEvent, releaseSeat } from "./capacity-guard.ts";
import type { RegistrationNotice } from "./registration-notices.ts";
import type { MyRegistration } from "@commons/domain";
import { ID_PATTERN, type RegistrationRow, toMyRegistration } from "./registration-view.ts";
import { fillFreedSeats } from "./waitlist.service.ts";

type LeavingStatus = "CANCELLED" | "REJECTED" | "WAITLISTED";

/**
 * Moves a registration out of its seat (cancel, reject, back to the waitlist) inside a transaction that
 * holds the event lock: the ticket code is cleared so an old QR stops working, the seat is given back
 * and handed on to the waitlist at once. The registration itself is never promoted in the same breath.
 */
export async function leaveSeat(tx: Db, event: EventFacts, reg: RegistrationRow, to: LeavingStatus, note?: string | null) {
  const [row] = (await tx
    .update(registrations)
    .set({ status: to, ticketCode: null, statusChangedAt: sql`now()`, ...(note !== undefined ? { note } : {}) })
    .where(eq(registrations.id, reg.id))
    .returning()) as [RegistrationRow];
  let promoted: RegistrationNotice[] = [];
  if (holdsSeat(reg.status)) {
    await releaseSeat(tx, event.id, reg.ticketTypeId, reg.status === "APPROVED");
    promoted = await fillFreedSeats(tx, event, [reg.id]);
  }
  return { row, promoted };
}

/**
 * DELETE /api/events/{id}/register: PENDING, WAITLISTED and
 * APPROVED may cancel (docs/product/registration.md#cancelling).
 */
export async function cancelRegistration(
  deps: Pick<AppDeps, "database" | "mail" | "log" | "env">,
  userId: string,
  eventId: string,
): Promise<MyRegistration> {
  if (!ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const { row } = await deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound("error.eventNotFound");
    const [reg] = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
      .for("update");
    if (!reg) throw notFound("registration.error.notRegistered");
    // Cancelling twice is a retry, not an error.
    if (reg.status === "CANCELLED") return { row: reg, promoted: [] };
    if (!isActiveRegistration(reg.status)) throw conflict("registration.error.cannotChange");
    return leaveSeat(tx, event, reg, "CANCELLED");
  });
  return toMyRegistration(row);
}
