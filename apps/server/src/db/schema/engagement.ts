import { sql } from "drizzle-orm";
import { check, date, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { events } from "./events.ts";
import { organizations } from "./organizations.ts";

// One row per (event, user): the primary key makes a repeated like a conflict, never a second row.
export const eventLikes = pgTable(
  "event_likes",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("event_likes_user_idx").on(t.userId)],
);

export const eventBookmarks = pgTable(
  "event_bookmarks",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("event_bookmarks_user_idx").on(t.userId, t.createdAt)],
);

// A subscription targets exactly one host: an organisation or a host user (docs/product/engagement.md#host-subscriptions).
export const hostSubscriptions = pgTable(
  "host_subscriptions",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
    hostUserId: text("host_user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("host_subscriptions_one_target", sql`(${t.organizationId} is null) <> (${t.hostUserId} is null)`),
    uniqueIndex("host_subscriptions_user_org_uq").on(t.userId, t.organizationId).where(sql`${t.organizationId} is not null`),
    uniqueIndex("host_subscriptions_user_host_uq").on(t.userId, t.hostUserId).where(sql`${t.hostUserId} is not null`),
    index("host_subscriptions_org_idx").on(t.organizationId),
    index("host_subscriptions_host_idx").on(t.hostUserId),
  ],
);

/**
 * Who has been counted as a viewer of an event on a day (UTC), so a reload by the same person counts once
 * (docs/product/engagement.md#page-views). `viewer` is `u:<user id>` or `v:<visitor cookie id>`. Only today's
 * and yesterday's rows matter; a periodic task deletes older ones (views.service.ts), so the table stays small.
 */
export const eventViewMarks = pgTable(
  "event_view_marks",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    viewer: text("viewer").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.viewer, t.day] }), index("event_view_marks_day_idx").on(t.day)],
);
