import { EVENTS_PAGE_SIZE, type EventsQuery, PARTICIPANT_PREVIEW_COUNT } from "@commons/domain";
import { and, asc, count, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventAdmins, eventQuestions, events, organizations, registrations, ticketTypes, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { userSummaryColumns } from "../users/user-summary.ts";
import {
  type EventCard,
  eventCardColumns,
  isPublicStatus,
  listEventCards,
  pastEvent,
  pastOrder,
  publicEvent,
  toEventCard,
  upcomingEvent,
  upcomingOrder,
} from "./event-cards.queries.ts";
import type { EventDetail } from "./event-detail.schema.ts";

// Ids are UUIDs today; anything implausible is "not found" without touching the database.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** `%`, `_` and the escape character itself are literal in a search box, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Case-insensitive equality against any element of the tags array. */
function hasTag(tag: string): SQL {
  return sql`exists (select 1 from unnest(${events.tags}) as t(tag) where lower(t.tag) = lower(${tag}))`;
}

export async function listEvents(db: Db, query: EventsQuery, now = new Date()) {
  const conditions: SQL[] = [query.when === "past" ? pastEvent(now) : upcomingEvent(now)];
  if (query.type) conditions.push(eq(events.type, query.type));
  if (query.tag) conditions.push(hasTag(query.tag));
  if (query.q) conditions.push(or(sql`${events.title} ilike ${`%${escapeLike(query.q)}%`}`, hasTag(query.q))!);
  const where = and(...conditions)!;

  const [cards, [totalRow]] = await Promise.all([
    listEventCards(db, {
      where,
      orderBy: query.when === "past" ? pastOrder : upcomingOrder,
      limit: EVENTS_PAGE_SIZE,
      offset: (query.page - 1) * EVENTS_PAGE_SIZE,
    }),
    db.select({ total: count() }).from(events).where(and(publicEvent(), where)),
  ]);
  const total = Number(totalRow?.total ?? 0);
  return {
    events: cards,
    pagination: { page: query.page, pageSize: EVENTS_PAGE_SIZE, total, totalPages: Math.ceil(total / EVENTS_PAGE_SIZE) },
  };
}

/**
 * The event page's payload as `viewerId` may see it. Drafts and cancelled events exist only for their
 * organiser and event admins; to anyone else they are indistinguishable from a missing id (no probing).
 */
export async function getEventDetail(db: Db, id: string, viewerId: string | null): Promise<EventDetail> {
  if (!ID_PATTERN.test(id)) throw notFound("error.eventNotFound");
  const [row] = await db
    .select({
      ...eventCardColumns,
      organizerId: events.organizerId,
      richContent: events.richContent,
      description: events.description,
      onlineUrl: events.onlineUrl,
      registrationDeadline: events.registrationDeadline,
      requireApproval: events.requireApproval,
      viewCount: events.viewCount,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .leftJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, id))
    .limit(1);
  if (!row) throw notFound("error.eventNotFound");

  const viewer = viewerId ? await viewerRelation(db, id, viewerId, row.organizerId) : { isAdmin: false, status: null };
  if (!isPublicStatus(row.status) && !viewer.isAdmin) throw notFound("error.eventNotFound");

  const [tickets, questions, participants] = await Promise.all([
    db
      .select({
        id: ticketTypes.id,
        name: ticketTypes.name,
        description: ticketTypes.description,
        priceCents: ticketTypes.priceCents,
        maxQuantity: ticketTypes.maxQuantity,
        currentQuantity: ticketTypes.currentQuantity,
        isActive: ticketTypes.isActive,
      })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, id))
      .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.priceCents), asc(ticketTypes.id)),
    // Archived questions keep old answers alive but are no longer asked (design rule 7).
    db
      .select({
        id: eventQuestions.id,
        question: eventQuestions.question,
        description: eventQuestions.description,
        type: eventQuestions.type,
        options: eventQuestions.options,
        required: eventQuestions.required,
      })
      .from(eventQuestions)
      .where(and(eq(eventQuestions.eventId, id), isNull(eventQuestions.archivedAt)))
      .orderBy(asc(eventQuestions.sortOrder), asc(eventQuestions.id)),
    // Only APPROVED people are public participants (design rule 4).
    db
      .select(userSummaryColumns)
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(and(eq(registrations.eventId, id), eq(registrations.status, "APPROVED")))
      .orderBy(asc(registrations.registeredAt), asc(registrations.id))
      .limit(PARTICIPANT_PREVIEW_COUNT),
  ]);

  const card: EventCard = toEventCard(row);
  return {
    ...card,
    richContent: row.richContent,
    description: row.description,
    onlineUrl: viewer.isAdmin || viewer.status === "APPROVED" ? row.onlineUrl : null,
    registrationDeadline: row.registrationDeadline?.toISOString() ?? null,
    requireApproval: row.requireApproval,
    ticketTypes: tickets,
    questions,
    participants,
    isEventAdmin: viewer.isAdmin,
    viewCount: row.viewCount,
  };
}

/** Whether the viewer manages the event (organiser or event_admins row), and their registration status. */
async function viewerRelation(db: Db, eventId: string, viewerId: string, organizerId: string) {
  const [admin, reg] = await Promise.all([
    organizerId === viewerId
      ? Promise.resolve([{ one: 1 }])
      : db
          .select({ one: sql<number>`1` })
          .from(eventAdmins)
          .where(and(eq(eventAdmins.eventId, eventId), eq(eventAdmins.userId, viewerId)))
          .limit(1),
    db
      .select({ status: registrations.status })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, viewerId)))
      .limit(1),
  ]);
  return { isAdmin: admin.length > 0, status: reg[0]?.status ?? null };
}
