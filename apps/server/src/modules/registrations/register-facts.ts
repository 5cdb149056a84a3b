import type { FormQuestion } from "@commons/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventQuestions, events, registrations, ticketTypes, users } from "../../db/schema/index.ts";
import { isEventManagerSql } from "../events/event-permissions.ts";
import type { RegistrationRow } from "./registration-view.ts";

export interface FactTicketType {
  id: string;
  isActive: boolean;
  maxQuantity: number | null;
  currentQuantity: number;
}

const eventId = sql.placeholder("eventId");
const userId = sql.placeholder("userId");

function buildFactsQuery(db: Db) {
  return db
    .select({
      event: {
        id: events.id,
        status: events.status,
        organizerId: events.organizerId,
        isExternalEvent: events.isExternalEvent,
        type: events.type,
        startTime: events.startTime,
        endTime: events.endTime,
        hackathonConfig: events.hackathonConfig,
        registrationDeadline: events.registrationDeadline,
        requireApproval: events.requireApproval,
        requireProjectSubmission: events.requireProjectSubmission,
        askDigitalCardConsent: events.askDigitalCardConsent,
        maxAttendees: events.maxAttendees,
        seatsTaken: events.seatsTaken,
        registrationSuccessInfo: events.registrationSuccessInfo,
        registrationSuccessImage: events.registrationSuccessImage,
        registrationPendingInfo: events.registrationPendingInfo,
        registrationPendingImage: events.registrationPendingImage,
      },
      isManager: isEventManagerSql(userId),
      user: {
        id: users.id,
        email: users.email,
        phoneNumber: users.phoneNumber,
        bio: users.bio,
        userRoleString: users.userRoleString,
        currentWorkOn: users.currentWorkOn,
        lifeStatus: users.lifeStatus,
      },
      registration: registrations,
      // Both lists are a handful of rows keyed by the event's index; as JSON they ride along in this one statement.
      ticketTypes: sql<FactTicketType[]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'isActive', t.is_active, 'maxQuantity', t.max_quantity, 'currentQuantity', t.current_quantity) order by t.sort_order, t.id)
        from ${ticketTypes} t where t.event_id = ${events.id}), '[]'::json)`,
      // Archived questions keep old answers alive but are no longer asked (design rule 7).
      questions: sql<FormQuestion[]>`coalesce((
        select json_agg(json_build_object('id', q.id, 'question', q.question, 'type', q.type, 'options', q.options, 'required', q.required) order by q.sort_order, q.id)
        from ${eventQuestions} q where q.event_id = ${events.id} and q.archived_at is null), '[]'::json)`,
    })
    .from(events)
    .leftJoin(users, eq(users.id, userId))
    .leftJoin(registrations, and(eq(registrations.eventId, events.id), eq(registrations.userId, userId)))
    .where(eq(events.id, eventId))
    .limit(1)
    .prepare("register_facts");
}

const prepared = new WeakMap<Db, ReturnType<typeof buildFactsQuery>>();

export type RegisterFacts = NonNullable<Awaited<ReturnType<ReturnType<typeof buildFactsQuery>["execute"]>>[number]> & {
  registration: RegistrationRow | null;
};

/**
 * Everything a registration is checked against — the event, whether the person manages it, their
 * profile, their existing registration, the ticket types and the questions — in one prepared
 * statement (one round trip, planned once per connection). Null when the event does not exist.
 */
export async function readRegisterFacts(db: Db, event: string, user: string): Promise<RegisterFacts | null> {
  let query = prepared.get(db);
  if (!query) {
    query = buildFactsQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ eventId: event, userId: user });
  return row ?? null;
}
