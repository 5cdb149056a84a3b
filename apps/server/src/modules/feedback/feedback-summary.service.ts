import { FEEDBACK_RATING_MAX, type FeedbackEntry, type FeedbackSummary, type Locale, translate } from "@commons/domain";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventFeedbacks, users } from "../../db/schema/index.ts";
import { formatInZone, toCsv, zoneColumnLabel } from "../event-console/csv.ts";
import { type EventNeed, requireEventAccess } from "../events/event-permissions.ts";

/**
 * Attendees' names and comments are for the people who run the event (docs/product/people.md#feedback): the
 * organiser and admins who manage registrations or edit the event, not a door volunteer who only checks in.
 */
const FEEDBACK_READERS: EventNeed = ["canManageRegistrations", "canEditEvent"];

// docs/product/people.md#feedback: what the organiser and the event's admins read. Only these author
// columns are selected, so an email or phone number cannot reach the summary or the file by accident.
const entryColumns = {
  id: eventFeedbacks.id,
  rating: eventFeedbacks.rating,
  comment: eventFeedbacks.comment,
  suggestions: eventFeedbacks.suggestions,
  wouldRecommend: eventFeedbacks.wouldRecommend,
  createdAt: eventFeedbacks.createdAt,
  updatedAt: eventFeedbacks.updatedAt,
  authorId: users.id,
  authorName: users.name,
  authorUsername: users.username,
  authorImage: users.image,
};

async function readEntries(db: Db, eventId: string) {
  return db
    .select(entryColumns)
    .from(eventFeedbacks)
    .innerJoin(users, eq(users.id, eventFeedbacks.userId))
    .where(eq(eventFeedbacks.eventId, eventId))
    .orderBy(desc(eventFeedbacks.createdAt), desc(eventFeedbacks.id));
}
type EntryRow = Awaited<ReturnType<typeof readEntries>>[number];

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The numbers of a summary from its ratings and recommend answers (pure, for the tests' sake too). */
export function summarise(rows: readonly Pick<EntryRow, "rating" | "wouldRecommend">[]): Omit<FeedbackSummary, "entries"> {
  const distribution = Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => ({ rating: i + 1, count: rows.filter((r) => r.rating === i + 1).length }));
  const total = rows.reduce((sum, r) => sum + r.rating, 0);
  const answered = rows.filter((r) => r.wouldRecommend !== null);
  return {
    count: rows.length,
    averageRating: rows.length ? roundTo(total / rows.length, 1) : null,
    distribution,
    recommendAnswered: answered.length,
    recommendShare: answered.length ? roundTo(answered.filter((r) => r.wouldRecommend).length / answered.length, 2) : null,
  };
}

function toEntry(row: EntryRow): FeedbackEntry {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    suggestions: row.suggestions,
    wouldRecommend: row.wouldRecommend,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: { id: row.authorId, name: row.authorName, username: row.authorUsername, image: row.authorImage },
  };
}

/** The organiser's (or any event admin's) view: the numbers and every feedback, newest first. */
export async function feedbackSummary(db: Db, actorId: string, eventId: string): Promise<FeedbackSummary> {
  const access = await requireEventAccess(db, eventId, actorId, FEEDBACK_READERS);
  const rows = await readEntries(db, access.event.id);
  return { ...summarise(rows), entries: rows.map(toEntry) };
}

/** The same feedback as CSV, escaped like the registrations export (event-console/csv.ts), times in the event's zone. */
export async function exportFeedbackCsv(db: Db, actorId: string, eventId: string, locale: Locale): Promise<{ csv: string; title: string }> {
  const access = await requireEventAccess(db, eventId, actorId, FEEDBACK_READERS);
  const rows = await readEntries(db, access.event.id);
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(locale, key, params);
  const zone = access.event.timezone;
  const header = [
    t("feedback.csv.name"),
    t("feedback.csv.username"),
    t("feedback.csv.rating"),
    t("feedback.csv.comment"),
    t("feedback.csv.suggestions"),
    t("feedback.csv.wouldRecommend"),
    t("feedback.csv.createdAt", { zone: zoneColumnLabel(zone, rows.map((r) => r.createdAt)) }),
    t("feedback.csv.updatedAt", { zone: zoneColumnLabel(zone, rows.map((r) => r.updatedAt)) }),
  ];
  const body = rows.map((r) => [
    r.authorName,
    r.authorUsername,
    r.rating,
    r.comment,
    r.suggestions,
    r.wouldRecommend === null ? null : t(r.wouldRecommend ? "feedback.csv.yes" : "feedback.csv.no"),
    formatInZone(r.createdAt, zone),
    formatInZone(r.updatedAt, zone),
  ]);
  return { csv: toCsv(header, body), title: access.event.title };
}
