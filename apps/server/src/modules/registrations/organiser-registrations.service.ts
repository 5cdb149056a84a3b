import { holdsSeat, type OrganiserStatusChange } from "@commons/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { registrations, ticketTypes } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { adjustApprovedCount, type EventFacts, lockEvent, takeSeat } from "./capacity-guard.ts";
import { leaveSeat } from "./cancel.service.ts";
import { type RegistrationNotice, recordNotices } from "./registration-notices.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { ID_PATTERN, type RegistrationRow } from "./registration-view.ts";
import { newTicketCode } from "./ticket-token.ts";

type Deps = Pick<AppDeps, "database" | "mail" | "log" | "env">;

const NOTICE_FOR = {
  APPROVED: "registrationApproved",
  REJECTED: "registrationRejected",
  CANCELLED: "registrationCancelledByOrganiser",
} as const;

async function approve(tx: Db, event: EventFacts, reg: RegistrationRow, note: string | null | undefined) {
  if (reg.status === "PENDING") {
    // A pending registration already holds its seat; approving only counts it.
    await adjustApprovedCount(tx, event.id, 1);
  } else if (reg.status === "WAITLISTED" || reg.status === "REJECTED") {
    if ((await takeSeat(tx, event.id, reg.ticketTypeId, true)) !== "ok") throw conflict("registration.error.eventFull");
  } else {
    throw conflict("registration.error.cannotChange");
  }
  const [row] = (await tx
    .update(registrations)
    .set({ status: "APPROVED", ticketCode: newTicketCode(), statusChangedAt: sql`now()`, ...(note !== undefined ? { note } : {}) })
    .where(eq(registrations.id, reg.id))
    .returning()) as [RegistrationRow];
  return row;
}

/**
 * PATCH /api/events/{id}/registrations/{registrationId} by the organiser or an admin with
 * canManageRegistrations. Approving takes a seat through the guard (409 when full); rejecting,
 * waitlisting or cancelling a seat holder frees the seat and promotes the next in line.
 */
export async function changeRegistrationStatus(deps: Deps, actorId: string, eventId: string, registrationId: string, input: OrganiserStatusChange) {
  await requireEventAccess(deps.database.db, eventId, actorId, "canManageRegistrations");
  if (!ID_PATTERN.test(registrationId)) throw notFound("registration.error.registrationNotFound");
  const row = await deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const event = (await lockEvent(tx, eventId))!;
    const [reg] = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.id, registrationId), eq(registrations.eventId, eventId)))
      .for("update");
    if (!reg) throw notFound("registration.error.registrationNotFound");
    if (reg.status === input.status) {
      if (input.note === undefined) return reg;
      const [same] = (await tx.update(registrations).set({ note: input.note }).where(eq(registrations.id, reg.id)).returning()) as [RegistrationRow];
      return same;
    }
    let result: RegistrationRow;
    if (input.status === "APPROVED") {
      result = await approve(tx, event, reg, input.note);
    } else {
      // Nobody moves a cancelled registration but its owner (by registering again).
      if (reg.status === "CANCELLED") throw conflict("registration.error.cannotChange");
      if (input.status === "CANCELLED" && reg.status === "REJECTED") throw conflict("registration.error.cannotChange");
      result = (await leaveSeat(tx, event, reg, input.status, input.note)).row;
    }
    if (input.status !== "WAITLISTED") {
      const own: RegistrationNotice = { userId: reg.userId, type: NOTICE_FOR[input.status], eventId, eventTitle: event.title };
      await recordNotices(tx, [own]);
    }
    return result;
  });
  return row;
}

/**
 * An invitee who accepts (modules/invitations) becomes APPROVED through the capacity guard: the seat is
 * taken by a conditional UPDATE (409 when full) in the caller's transaction, which holds the event row
 * (lockEvent). A person already holding a seat or waiting keeps their registration as it is.
 */
export async function seatInvitee(tx: Db, eventId: string, userId: string, ticketTypeId: string | null, note: string | null): Promise<RegistrationRow> {
  const [current] = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
    .for("update");
  if (current && (holdsSeat(current.status) || current.status === "WAITLISTED")) return current;
  const active = await tx
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.isActive, true)))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id));
  // The type chosen when inviting, if it is still on sale; else the one type on sale, if only one is.
  const ticket = ticketTypeId && active.some((t) => t.id === ticketTypeId) ? ticketTypeId : active.length === 1 ? active[0]!.id : null;
  if ((await takeSeat(tx, eventId, ticket, true)) !== "ok") throw conflict("registration.error.eventFull");
  const values = {
    status: "APPROVED" as const,
    ticketTypeId: ticket,
    note,
    registeredAt: new Date(),
    statusChangedAt: new Date(),
    checkedInAt: null,
    checkedInBy: null,
    ticketCode: newTicketCode(),
  };
  const [saved] = (current
    ? await tx.update(registrations).set(values).where(eq(registrations.id, current.id)).returning()
    : await tx.insert(registrations).values({ ...values, eventId, userId }).returning()) as [RegistrationRow];
  return saved;
}
