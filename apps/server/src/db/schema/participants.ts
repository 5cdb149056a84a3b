import { check, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth.ts";
import { events } from "./events.ts";

// docs/product/people.md#mutual-interest: one row per (event, person, the person they marked). A one-way
// mark is never shown to its target; both learn of it only when the other row exists too.
export const participantInterests = pgTable(
  "participant_interests",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetUserId: text("target_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId, t.targetUserId] }),
    index("participant_interests_target_idx").on(t.eventId, t.targetUserId),
    check("participant_interests_not_self", sql`${t.userId} <> ${t.targetUserId}`),
  ],
);
