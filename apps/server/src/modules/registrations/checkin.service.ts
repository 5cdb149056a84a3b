import { checkInWindow, type CheckInRequest, type CheckInValidation, hasCheckInTicket, normaliseTicketCode } from "@commons/domain";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { events, registrations, users } from "../../db/schema/index.ts";
import { badRequest, forbidden, notFound } from "../../lib/errors.ts";
import { userSummaryColumns } from "../users/user-summary.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { issueAttendanceCertificates } from "../certificates/certificates.service.ts";
import { readEventFacts } from "./capacity-guard.ts";
import { findRegistration, ID_PATTERN } from "./registration-view.ts";
import { signTicket, verifyTicket } from "./ticket-token.ts";

/** GET /api/events/{id}/ticket: the caller's check-in QR token, for APPROVED registrations only. */
export async function getTicket(deps: Pick<AppDeps, "database" | "env">, userId: string, eventId: string) {
  const db = deps.database.db;
  if (!ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const reg = await findRegistration(db, eventId, userId);
  if (!reg) throw notFound("registration.error.notRegistered");
  if (!hasCheckInTicket(reg.status) || !reg.ticketCode) throw forbidden("ticket.error.notApproved");
  const [event] = await db
    .select({ id: events.id, title: events.title, startTime: events.startTime, endTime: events.endTime, timezone: events.timezone })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return {
    token: signTicket(deps.env.authSecret, reg.id, reg.ticketCode),
    manualCode: reg.ticketCode,
    checkedInAt: reg.checkedInAt?.toISOString() ?? null,
    event: { ...event!, startTime: event!.startTime.toISOString(), endTime: event!.endTime.toISOString() },
  };
}

/**
 * The APPROVED registration of this event a scanned token or typed code belongs to, or null. A forged
 * token, one for another event, or one whose registration was cancelled (its code cleared) match nothing.
 */
async function findTicketHolder(deps: Pick<AppDeps, "database" | "env">, eventId: string, input: CheckInRequest) {
  let match;
  if ("token" in input) {
    const ticket = verifyTicket(deps.env.authSecret, input.token);
    if (!ticket || !ID_PATTERN.test(ticket.registrationId)) return null;
    match = and(eq(registrations.id, ticket.registrationId), eq(registrations.ticketCode, ticket.ticketCode));
  } else {
    match = eq(registrations.ticketCode, normaliseTicketCode(input.code));
  }
  const [reg] = await deps.database.db
    .select({ id: registrations.id, checkedInAt: registrations.checkedInAt, userId: registrations.userId })
    .from(registrations)
    .where(and(match, eq(registrations.eventId, eventId), eq(registrations.status, "APPROVED")))
    .limit(1);
  return reg ?? null;
}

const readUser = async (db: Db, userId: string) => (await db.select(userSummaryColumns).from(users).where(eq(users.id, userId)).limit(1))[0]!;

/**
 * POST /api/events/{id}/checkin by the organiser or an admin with canCheckIn. Anything that is not an
 * APPROVED ticket of this event is "invalid ticket". The first scan wins; later ones answer with the first time.
 */
export async function checkIn(deps: Pick<AppDeps, "database" | "env">, actorId: string, eventId: string, input: CheckInRequest, now = new Date()) {
  const db = deps.database.db;
  await requireEventAccess(db, eventId, actorId, "canCheckIn");
  const event = await readEventFacts(db, eventId);
  if (!event) throw notFound("error.eventNotFound");
  const window = checkInWindow(event, now);
  if (window === "notOpen") throw badRequest("checkin.error.notOpen");
  if (window === "closed") throw badRequest("checkin.error.closed");

  const reg = await findTicketHolder(deps, eventId, input);
  if (!reg) throw badRequest("checkin.error.invalidTicket");

  // The first scan also issues the attendance certificate when the event gives them, in the same transaction
  // (docs/product/certificates.md#attendance).
  const first = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(registrations)
      .set({ checkedInAt: now, checkedInBy: actorId })
      .where(and(eq(registrations.id, reg.id), isNull(registrations.checkedInAt)))
      .returning({ checkedInAt: registrations.checkedInAt });
    if (row) await issueAttendanceCertificates(tx, eventId, { userId: reg.userId }, now);
    return row;
  });
  const user = await readUser(db, reg.userId);
  const at = first?.checkedInAt ?? (await db.select({ at: registrations.checkedInAt }).from(registrations).where(eq(registrations.id, reg.id)))[0]?.at;
  return { checkedIn: true as const, alreadyCheckedIn: !first, checkedInAt: at!.toISOString(), user };
}

/**
 * POST /api/events/{id}/checkin/validate: the same question as a check-in, answered without checking in,
 * at any time: staff try codes before the window opens (docs/product/organiser-console.md#check-in).
 * A code that would not check anyone in is `{ valid: false }`, not an error: "invalid" is the answer.
 */
export async function validateTicket(deps: Pick<AppDeps, "database" | "env">, actorId: string, eventId: string, input: CheckInRequest): Promise<CheckInValidation> {
  await requireEventAccess(deps.database.db, eventId, actorId, "canCheckIn");
  const reg = await findTicketHolder(deps, eventId, input);
  if (!reg) return { valid: false };
  return { valid: true, user: await readUser(deps.database.db, reg.userId), checkedInAt: reg.checkedInAt?.toISOString() ?? null };
}

/** GET /api/events/{id}/checkin: who has checked in, for the organiser and admins. */
export async function listCheckIns(db: Db, actorId: string, eventId: string) {
  await requireEventAccess(db, eventId, actorId, ["canCheckIn", "canManageRegistrations"]);
  const rows = await db
    .select({ registrationId: registrations.id, user: userSummaryColumns, checkedInAt: registrations.checkedInAt, ticketTypeId: registrations.ticketTypeId })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "APPROVED"), isNotNull(registrations.checkedInAt)))
    .orderBy(asc(registrations.checkedInAt), asc(registrations.id));
  // registrationId lets the manage page undo a mistaken check-in (DELETE …/checkin/{registrationId}).
  return rows.map((r) => ({ registrationId: r.registrationId, user: r.user, checkedInAt: r.checkedInAt!.toISOString(), ticketTypeId: r.ticketTypeId }));
}

