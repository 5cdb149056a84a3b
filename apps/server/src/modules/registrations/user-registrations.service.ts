import { type MyRegistrationResult, registrationPrefill } from "@commons/domain";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, registrationAnswers, registrations, submissionMembers, submissions } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { selectCards, toEventCard } from "../events/event-cards.queries.ts";
import { readRegisterFacts } from "./register-facts.ts";
import { ID_PATTERN, toMyRegistration } from "./registration-view.ts";

/**
 * GET /api/user/registrations: every registration of the caller, newest first, with its event card and, for
 * a hackathon, the submission whose team holds them (docs/product/hackathons.md#teams): a teammate finds it here.
 */
export async function listMyRegistrations(db: Db, userId: string) {
  const rows = await db.select().from(registrations).where(eq(registrations.userId, userId)).orderBy(desc(registrations.registeredAt));
  if (!rows.length) return { registrations: [] };
  const eventIds = rows.map((r) => r.eventId);
  const [cards, teams] = await Promise.all([
    // A deleted event leaves the list with its registration (docs/product/organiser-console.md#deleting-an-event).
    selectCards(db).where(and(inArray(events.id, eventIds), isNull(events.deletedAt))),
    db
      .select({ eventId: submissionMembers.eventId, id: submissions.id, title: submissions.title, role: submissionMembers.role })
      .from(submissionMembers)
      .innerJoin(submissions, eq(submissions.id, submissionMembers.submissionId))
      .where(and(eq(submissionMembers.userId, userId), inArray(submissionMembers.eventId, eventIds))),
  ]);
  const byId = new Map(cards.map((c) => [c.id, toEventCard(c)]));
  const teamByEvent = new Map(teams.map(({ eventId, ...submission }) => [eventId, submission]));
  return {
    registrations: rows.flatMap((r) => {
      const event = byId.get(r.eventId);
      return event ? [{ ...toMyRegistration(r), event, submission: teamByEvent.get(r.eventId) ?? null }] : [];
    }),
  };
}

/**
 * GET /api/events/{id}/my-registration: the caller's own registration only (the key is their session), and,
 * when it is CANCELLED, where the form starts if they register again (docs/product/registration.md#registering-again).
 */
export async function getMyRegistration(db: Db, userId: string, eventId: string): Promise<MyRegistrationResult> {
  if (!ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  // One statement for the registration, the ticket types and the questions still asked.
  const facts = await readRegisterFacts(db, eventId, userId);
  const reg = facts?.registration ?? null;
  if (!facts || !reg) return { registration: null, prefill: null };
  if (reg.status !== "CANCELLED") return { registration: toMyRegistration(reg), prefill: null };
  // A cancel keeps the answers (only registering again replaces them), so they are the last ones given.
  const answers = await db
    .select({ questionId: registrationAnswers.questionId, answer: registrationAnswers.answer })
    .from(registrationAnswers)
    .where(eq(registrationAnswers.registrationId, reg.id));
  const prefill = registrationPrefill(
    { askDigitalCardConsent: facts.event.askDigitalCardConsent, ticketTypes: facts.ticketTypes, questions: facts.questions },
    { ticketTypeId: reg.ticketTypeId, answers, allowDigitalCardDisplay: reg.allowDigitalCardDisplay },
  );
  return { registration: toMyRegistration(reg), prefill };
}
