import type { EventMessageChannel, RegistrationStatus } from "@commons/domain";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { events } from "./events.ts";

// What an organiser sent to registrants, kept as the history the console shows. The recipients are
// resolved once, when sending; later status changes do not rewrite who got it.
export const eventMessages = pgTable(
  "event_messages",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    sentBy: text("sent_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    // Registration statuses and channels ("inapp", "email") chosen when sending.
    statuses: text("statuses").array().$type<RegistrationStatus[]>().notNull(),
    channels: text("channels").array().$type<EventMessageChannel[]>().notNull(),
    recipients: integer("recipients").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("event_messages_event_created_idx").on(t.eventId, t.createdAt)],
);
