import { feedbackRefusal } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventFeedbacks, events, registrations } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";

/** What the attendee's feedback routes need to know about the event and the caller, read in one query. */
export interface FeedbackContext {
  eventId: string;
  /** The caller's own feedback on the event, if any. */
  feedbackId: string | null;
  /** Why the caller may not give feedback (the 403's message), or null. */
  refusal: ReturnType<typeof feedbackRefusal>;
}

/**
 * docs/product/people.md#feedback. Drafts and cancelled events answer exactly like a missing id to anyone
 * without a role on them (event-permissions.ts), so feedback cannot probe for them either.
 */
export async function loadFeedbackContext(db: Db, eventId: string, userId: string): Promise<FeedbackContext> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const [row] = await db
    .select({
      status: events.status,
      isExternalEvent: events.isExternalEvent,
      startTime: events.startTime,
      isManager: isEventManagerSql(userId),
      registrationStatus: registrations.status,
      feedbackId: eventFeedbacks.id,
    })
    .from(events)
    .leftJoin(registrations, and(eq(registrations.eventId, events.id), eq(registrations.userId, userId)))
    .leftJoin(eventFeedbacks, and(eq(eventFeedbacks.eventId, events.id), eq(eventFeedbacks.userId, userId)))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || !isVisibleTo(row.status, row.isManager)) throw notFound("error.eventNotFound");
  return { eventId, feedbackId: row.feedbackId, refusal: feedbackRefusal(row, row.registrationStatus) };
}

/** 403 naming why, for a caller who may not give feedback. */
export function assertMayGiveFeedback(ctx: FeedbackContext): void {
  if (ctx.refusal) throw new AppError(403, "FORBIDDEN", ctx.refusal);
}

