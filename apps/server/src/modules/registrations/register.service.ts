import {
  isActiveRegistration,
  isHackathonStageOpen,
  isEventEnded,
  isPlaceholderEmail,
  isRegistrationClosed,
  type Locale,
  normalizeHackathonConfig,
  missingRegistrationProfileFields,
  type RegisterRequest,
  registrationFormProblems,
} from "@commons/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { projects, registrationAnswers } from "../../db/schema/index.ts";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../lib/errors.ts";
import { resolveInviteId } from "../engagement/invites.service.ts";
import { readRegisterFacts, type RegisterFacts } from "./register-facts.ts";
import { placeRegistration, RETRY, type RegistrationWrite } from "./registration-writes.ts";
import { problemsError } from "./registration-problems.ts";
import type { MyRegistration } from "@commons/domain";
import { findRegistration, ID_PATTERN, type RegistrationRow, toMyRegistration } from "./registration-view.ts";

export interface RegisterResult {
  created: boolean;
  registration: MyRegistration;
  successInfo: { info: string | null; image: string | null } | null;
  pendingInfo: { info: string | null; image: string | null } | null;
}

type EventRow = RegisterFacts["event"];
type AnswerValue = string | string[];

/**
 * Refusals that depend on the event alone
 * (docs/product/registration.md#who-can-register), checked before anything is written.
 */
function checkEvent(facts: RegisterFacts, now: Date): void {
  // Drafts and cancelled events are invisible to everyone but their managers, who get the reason instead of a 404.
  if ((facts.event.status === "DRAFT" || facts.event.status === "CANCELLED") && !facts.isManager) throw notFound("error.eventNotFound");
  checkOpen(facts.event, now);
  // docs/product/hackathons.md#stages: on top of the rules above, a hackathon registers only in REGISTRATION.
  const { event } = facts;
  if (event.type === "HACKATHON" && !isHackathonStageOpen({ hackathonConfig: normalizeHackathonConfig(event.hackathonConfig, event, now) })) {
    throw badRequest("hackathons.registrationStageClosed");
  }
}

function checkOpen(event: Pick<EventRow, "status" | "isExternalEvent" | "endTime" | "registrationDeadline">, now: Date) {
  if (event.isExternalEvent) throw badRequest("registration.error.external");
  if (event.status === "CANCELLED") throw badRequest("registration.error.eventCancelled");
  if (isEventEnded(event, now)) throw badRequest("registration.error.ended");
  if (event.status !== "PUBLISHED") throw badRequest("registration.error.eventUnavailable");
  if (isRegistrationClosed(event, now)) throw badRequest("registration.error.deadlinePassed");
}

function infoFor(event: EventRow, status: string): Pick<RegisterResult, "successInfo" | "pendingInfo"> {
  const success = { info: event.registrationSuccessInfo, image: event.registrationSuccessImage };
  const pending = { info: event.registrationPendingInfo, image: event.registrationPendingImage };
  return {
    successInfo: status === "APPROVED" && (success.info || success.image) ? success : null,
    pendingInfo: status === "PENDING" && (pending.info || pending.image) ? pending : null,
  };
}

async function storedAnswers(db: Db, registrationId: string): Promise<Map<string, string>> {
  const rows = await db.select().from(registrationAnswers).where(eq(registrationAnswers.registrationId, registrationId));
  return new Map(rows.map((r) => [r.questionId, JSON.stringify(r.answer)]));
}

/** Whether `body` asks for exactly what `existing` already is: then a repeat is a harmless retry (rule 9). */
async function sameInEffect(db: Db, existing: RegistrationRow, body: RegisterRequest, ticketTypeId: string | null, answers: Map<string, AnswerValue>) {
  if (existing.ticketTypeId !== ticketTypeId) return false;
  if ((existing.projectId ?? null) !== (body.projectId ?? null)) return false;
  if ((existing.allowDigitalCardDisplay ?? null) !== (body.allowDigitalCardDisplay ?? null)) return false;
  const stored = await storedAnswers(db, existing.id);
  if (stored.size !== answers.size) return false;
  for (const [q, a] of answers) if (stored.get(q) !== JSON.stringify(a)) return false;
  return true;
}

function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * POST /api/events/{id}/register. Everything that only reads (event, profile, existing registration,
 * form) is checked first, in one statement; then one statement takes the seat and writes the
 * registration, or joins the waitlist (registration-writes.ts). A new registration without a ticket
 * type is two round trips to the database in all, after the session's one.
 */
export async function register(
  deps: Pick<AppDeps, "database">,
  userId: string,
  eventId: string,
  body: RegisterRequest,
  locale: Locale,
  now = new Date(),
  attempt = 1,
): Promise<RegisterResult> {
  const db = deps.database.db;
  if (!ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const facts = await readRegisterFacts(db, eventId, userId);
  if (!facts) throw notFound("error.eventNotFound");
  checkEvent(facts, now);
  const { event, user, registration: existing, ticketTypes: tickets, questions } = facts;
  if (!user) throw unauthorized();

  const active = tickets.filter((t) => t.isActive);
  // With one active type the choice is implied, and its quantity still counts.
  const ticketTypeId = body.ticketTypeId ?? (active.length === 1 ? active[0]!.id : null);
  // Blank optional answers are not stored; a multiple choice keeps the order given.
  const answers = new Map<string, AnswerValue>();
  for (const a of body.answers ?? []) {
    const value = typeof a.answer === "string" ? a.answer.trim() : a.answer.map((x) => x.trim()).filter(Boolean);
    if (value.length) answers.set(a.questionId, value);
  }

  if (existing && isActiveRegistration(existing.status)) {
    if (await sameInEffect(db, existing, body, ticketTypeId, answers)) return { created: false, registration: toMyRegistration(existing), ...infoFor(event, existing.status) };
    throw conflict("registration.error.alreadyActive");
  }
  if (existing?.status === "REJECTED") throw forbidden("registration.error.notApproved");

  const profileProblems = missingRegistrationProfileFields({ ...user, email: isPlaceholderEmail(user.email) ? null : user.email }, locale);
  if (profileProblems.length) throw problemsError(locale, profileProblems, "registration.error.profileIncomplete");

  const formProblems = registrationFormProblems(
    { requireProjectSubmission: event.requireProjectSubmission, askDigitalCardConsent: event.askDigitalCardConsent, ticketTypes: tickets, questions },
    body,
    locale,
  );
  if (formProblems.length) throw problemsError(locale, formProblems);
  if (body.projectId) {
    const [project] = await db.select({ userId: projects.userId }).from(projects).where(eq(projects.id, body.projectId)).limit(1);
    if (project?.userId !== userId) throw problemsError(locale, [{ field: "projectId", key: "registration.error.projectNotYours", params: {} }]);
  }
  const inviteId = body.inviteCode ? await resolveInviteId(db, eventId, body.inviteCode, userId) : null;

  const wanted: RegistrationWrite = {
    eventId,
    userId,
    ticketTypeId,
    projectId: body.projectId ?? null,
    allowDigitalCardDisplay: body.allowDigitalCardDisplay ?? null,
    inviteId,
    // Only a row that is still CANCELLED is reused; if it changed under us, the write finds nothing and we start again.
    reuseId: existing?.id ?? null,
    answers,
  };
  const wants = event.requireApproval ? "PENDING" : "APPROVED";
  // A full event's waitlisters skip the seat UPDATE, so they never queue on the event row behind the
  // people taking its last seats; the statements decide, the counters just read only pick the order.
  const looksFull = noSeatLikely(event, tickets, ticketTypeId);
  const write = async (): Promise<RegisterResult> => {
    const row = await placeRegistration(db, wanted, wants, looksFull);
    return { created: true, registration: toMyRegistration(row), ...infoFor(event, row.status) };
  };

  try {
    return await write();
  } catch (err) {
    if (err === RETRY || isDeadlock(err)) {
      if (attempt >= MAX_ATTEMPTS) throw err;
      return register(deps, userId, eventId, body, locale, now, attempt + 1);
    }
    // Two first requests of one person racing: the loser's insert hits the (event, user) key and finds the winner's row.
    if (!uniqueViolation(err)) throw err;
    const winner = await findRegistration(db, eventId, userId);
    if (winner && isActiveRegistration(winner.status) && (await sameInEffect(db, winner, body, ticketTypeId, answers)))
      return { created: false, registration: toMyRegistration(winner), ...infoFor(event, winner.status) };
    throw conflict("registration.error.alreadyActive");
  }
}

const MAX_ATTEMPTS = 5;

function isDeadlock(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "40P01" || e?.cause?.code === "40P01";
}

/** Whether the counters just read say there is no seat for this ticket choice (a hint; SQL decides). */
function noSeatLikely(event: EventRow, tickets: RegisterFacts["ticketTypes"], ticketTypeId: string | null): boolean {
  if (event.maxAttendees !== null && event.seatsTaken >= event.maxAttendees) return true;
  const ticket = ticketTypeId ? tickets.find((t) => t.id === ticketTypeId) : undefined;
  return ticket !== undefined && ticket.maxQuantity !== null && ticket.currentQuantity >= ticket.maxQuantity;
}
