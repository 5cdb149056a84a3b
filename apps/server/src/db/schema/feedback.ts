import { boolean, check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth.ts";
import { events } from "./events.ts";

// docs/product/people.md#feedback: one feedback per person per event, editable by its author.
export const eventFeedbacks = pgTable(
  "event_feedbacks",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    suggestions: text("suggestions"),
    wouldRecommend: boolean("would_recommend"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A retried POST meets the constraint instead of adding a second feedback (design rule 9).
    unique("event_feedbacks_event_user_uq").on(t.eventId, t.userId),
    index("event_feedbacks_event_created_idx").on(t.eventId, t.createdAt),
    check("event_feedbacks_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
