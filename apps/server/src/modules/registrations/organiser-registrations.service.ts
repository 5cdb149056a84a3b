import { holdsSeat, type OrganiserAdd, type OrganiserStatusChange } from "@commons/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { registrations, ticketTypes, users } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { findUserByHandle } from "../users/find-user-by-handle.ts";
import { adjustApprovedCount, type EventFacts, lockEvent, takeSeat } from "./capacity-guard.ts";
import { leaveSeat } from "./cancel.service.ts";
import { type RegistrationNotice, recordNotices } from "./registration-notices.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { ID_PATTERN, type RegistrationRow } from "./registration-view.ts";
import { newTicketCode } from "./ticket-token.ts";

type Deps = Pick<AppDeps, "database" | "mail" | "log" | "env">;

async function findUserById(db: Db, userId: string | undefined): Promise<{ id: string }> {
  const [user] = userId ? await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1) : [];
  if (!user) throw notFound("error.userNotFound");
  return user;
}

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
 * POST /api/events/{id}/registrations: the organiser adds a person as APPROVED, through the guard. The person
 * is named by id or by username / e-mail (what an organiser actually knows).
 */
export async function addRegistration(deps: Deps, actorId: string, eventId: string, input: OrganiserAdd) {
  const db = deps.database.db;
  await requireEventAccess(db, eventId, actorId, "canManageRegistrations");
  const user = input.usernameOrEmail !== undefined ? await findUserByHandle(db, input.usernameOrEmail) : await findUserById(db, input.userId);
  const active = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.isActive, true)))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id));
  const ticketTypeId = input.ticketTypeId ?? (active.length === 1 ? active[0]!.id : null);
  if (input.ticketTypeId && !active.some((t) => t.id === input.ticketTypeId)) throw conflict("registration.error.ticketInvalid");

  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const event = (await lockEvent(tx, eventId))!;
    const [current] = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, user.id)))
      .for("update");
    if (current && (holdsSeat(current.status) || current.status === "WAITLISTED")) throw conflict("registration.error.userAlreadyRegistered");
    if ((await takeSeat(tx, eventId, ticketTypeId, true)) !== "ok") throw conflict("registration.error.eventFull");
    const values = {
      status: "APPROVED" as const,
      ticketTypeId,
      note: input.note ?? null,
      registeredAt: new Date(),
      statusChangedAt: new Date(),
      checkedInAt: null,
      checkedInBy: null,
      ticketCode: newTicketCode(),
    };
    const [saved] = (current
      ? await tx.update(registrations).set(values).where(eq(registrations.id, current.id)).returning()
      : await tx.insert(registrations).values({ ...values, eventId, userId: user.id }).returning()) as [RegistrationRow];
    await recordNotices(tx, [{ userId: user.id, type: "registrationApproved", eventId, eventTitle: event.title }]);
    return saved;
  });
  return row;
}
