import type { FeedbackValues, MyFeedback } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventFeedbacks } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { assertMayGiveFeedback, loadFeedbackContext } from "./feedback-access.ts";

type FeedbackRow = typeof eventFeedbacks.$inferSelect;

function toMyFeedback(row: FeedbackRow): MyFeedback {
  return {
    id: row.id,
    eventId: row.eventId,
    rating: row.rating,
    comment: row.comment,
    suggestions: row.suggestions,
    wouldRecommend: row.wouldRecommend,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownRow = (eventId: string, userId: string) => and(eq(eventFeedbacks.eventId, eventId), eq(eventFeedbacks.userId, userId));

/** docs/product/people.md#feedback: one feedback per person per event, given by an approved attendee once the event has started. */
export function feedbackService(db: Db) {
  return {
    /** The caller's own feedback; 404 when they have none (the page then offers to give one). */
    async mine(eventId: string, userId: string): Promise<MyFeedback> {
      const ctx = await loadFeedbackContext(db, eventId, userId);
      const [row] = await db.select().from(eventFeedbacks).where(ownRow(ctx.eventId, userId));
      if (!row) throw notFound("feedback.notFound");
      return toMyFeedback(row);
    },

    /**
     * A first feedback. A second POST (a retry, a second tab, a race) meets the unique constraint
     * event_feedbacks_event_user_uq and answers 409 telling the page to edit instead; nothing changes.
     */
    async give(eventId: string, userId: string, values: FeedbackValues): Promise<MyFeedback> {
      const ctx = await loadFeedbackContext(db, eventId, userId);
      assertMayGiveFeedback(ctx);
      if (ctx.feedbackId) throw conflict("feedback.alreadyGiven");
      const [row] = await db
        .insert(eventFeedbacks)
        .values({ eventId: ctx.eventId, userId, ...values })
        .onConflictDoNothing({ target: [eventFeedbacks.eventId, eventFeedbacks.userId] })
        .returning();
      if (!row) throw conflict("feedback.alreadyGiven");
      return toMyFeedback(row);
    },

    /** Edits the caller's feedback; 404 when there is none to edit. The same rules apply as to giving it. */
    async edit(eventId: string, userId: string, values: FeedbackValues): Promise<MyFeedback> {
      const ctx = await loadFeedbackContext(db, eventId, userId);
      assertMayGiveFeedback(ctx);
      const [row] = await db
        .update(eventFeedbacks)
        .set({ ...values, updatedAt: new Date() })
        .where(ownRow(ctx.eventId, userId))
        .returning();
      if (!row) throw notFound("feedback.notFound");
      return toMyFeedback(row);
    },
  };
}
