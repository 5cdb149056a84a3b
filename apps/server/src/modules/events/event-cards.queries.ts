import type { EventCard } from "@commons/domain";
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, organizations, users } from "../../db/schema/index.ts";
import { userSummaryColumns } from "../users/user-summary.ts";

// Event cards are listed by /api/events, a user's page and an organisation's page: one query shape for all.

/** Only these are visible to everyone; DRAFT and CANCELLED belong to their organisers. */
export const PUBLIC_EVENT_STATUSES = ["PUBLISHED", "COMPLETED"] as const;
export const isPublicStatus = (status: string) => (PUBLIC_EVENT_STATUSES as readonly string[]).includes(status);
/** Public and not deleted: only drafts and cancelled events can be deleted, but no list should rest on that alone. */
export const publicEvent = () => and(inArray(events.status, [...PUBLIC_EVENT_STATUSES]), isNull(events.deletedAt))!;

/**
 * Upcoming means "can still be attended": published and not yet over. COMPLETED counts as ended even
 * before its end time (domain isEventEnded), so an event closed early moves to the past list at once.
 */
export const upcomingEvent = (now: Date) => and(eq(events.status, "PUBLISHED"), gte(events.endTime, now))!;
export const pastEvent = (now: Date) => or(eq(events.status, "COMPLETED"), lt(events.endTime, now))!;
// The id breaks ties so paging never repeats or skips an event that shares a start time.
export const upcomingOrder = [asc(events.startTime), asc(events.id)];
export const pastOrder = [desc(events.startTime), asc(events.id)];

export const eventCardColumns = {
  id: events.id,
  title: events.title,
  shortDescription: events.shortDescription,
  coverImage: events.coverImage,
  type: events.type,
  status: events.status,
  featured: events.featured,
  isExternalEvent: events.isExternalEvent,
  startTime: events.startTime,
  endTime: events.endTime,
  timezone: events.timezone,
  isOnline: events.isOnline,
  address: events.address,
  city: events.city,
  maxAttendees: events.maxAttendees,
  // A counter the registration transactions keep (events.approved_count): a card never counts rows, so a
  // page of cards costs the same with 10 or 10,000 registrants.
  registrationCount: events.approvedCount,
  tags: events.tags,
  organizer: userSummaryColumns,
  organizationId: organizations.id,
  organizationName: organizations.name,
  organizationLogo: organizations.logo,
  organizationSlug: organizations.slug,
};

/** The select every card query starts from: event, organiser (inner) and organisation (optional). */
export function selectCards(db: Db) {
  return db
    .select(eventCardColumns)
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .leftJoin(organizations, eq(organizations.id, events.organizationId));
}

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function toEventCard(r: CardRow): EventCard {
  return {
    id: r.id,
    title: r.title,
    shortDescription: r.shortDescription,
    coverImage: r.coverImage,
    type: r.type,
    status: r.status,
    featured: r.featured,
    isExternalEvent: r.isExternalEvent,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    timezone: r.timezone,
    isOnline: r.isOnline,
    address: r.address,
    city: r.city,
    maxAttendees: r.maxAttendees,
    registrationCount: r.registrationCount,
    tags: r.tags,
    organizer: r.organizer,
    organization:
      r.organizationId && r.organizationName && r.organizationSlug
        ? { id: r.organizationId, name: r.organizationName, logo: r.organizationLogo, slug: r.organizationSlug }
        : null,
  };
}

/** A list of public cards matching `where`, in the given order. */
export async function listEventCards(
  db: Db,
  opts: { where: SQL; orderBy: SQL[]; limit: number; offset?: number },
): Promise<EventCard[]> {
  const rows = await selectCards(db)
    .where(and(publicEvent(), opts.where))
    .orderBy(...opts.orderBy)
    .limit(opts.limit)
    .offset(opts.offset ?? 0);
  return rows.map(toEventCard);
}
