import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { events } from "./events.ts";
import { projects } from "./projects.ts";
import { registrations } from "./registrations.ts";

export const challengeVisibility = pgEnum("challenge_visibility", ["PUBLIC", "PARTICIPANTS_ONLY"]);

/**
 * docs/product/challenges.md#setup: a registrant's place in a Building Public challenge, made when they save
 * the setup form. One per registration; the count and completion move in the same transaction as the
 * check-in that moves them (the original kept them on the registration; a row of its own keeps the
 * challenge one slice and the registration table lean).
 */
export const challengeParticipants = pgTable(
  "challenge_participants",
  {
    registrationId: text("registration_id")
      .primaryKey()
      .references(() => registrations.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    plan21Days: text("plan_21_days").notNull(),
    visibilityLevel: challengeVisibility("visibility_level").notNull().default("PUBLIC"),
    checkInCount: integer("check_in_count").notNull().default(0),
    isCompleted: boolean("is_completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    lastCheckInAt: timestamp("last_check_in_at", { withTimezone: true }),
    /** "YYYY-MM-DD" in the event's zone of the last reminder sent: at most one a day. */
    lastRemindedOn: text("last_reminded_on"),
    setUpAt: timestamp("set_up_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("challenge_participants_event_user_uq").on(t.eventId, t.userId),
    index("challenge_participants_event_progress_idx").on(t.eventId, t.checkInCount),
    check("challenge_participants_count_non_negative", sql`${t.checkInCount} >= 0`),
  ],
);

/**
 * docs/product/challenges.md#check-ins: one per participant per challenge day, kept by the unique key
 * (registration, day), so a concurrent second check-in for the same day can never make two rows.
 * `visible_to_public` is isPublic AND the author's visibility PUBLIC, kept in step by the writes that change
 * either, so the visitor's feed filters on one indexed column.
 */
export const challengeCheckIns = pgTable(
  "challenge_check_ins",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    registrationId: text("registration_id")
      .notNull()
      .references(() => challengeParticipants.registrationId, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    title: text("title").notNull().default(""),
    content: text("content").notNull(),
    nextPlan: text("next_plan").notNull().default(""),
    imageUrls: text("image_urls").array().notNull().default([]),
    demoUrl: text("demo_url"),
    isPublic: boolean("is_public").notNull().default(true),
    visibleToPublic: boolean("visible_to_public").notNull().default(true),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("challenge_check_ins_registration_day_uq").on(t.registrationId, t.day),
    index("challenge_check_ins_event_latest_idx").on(t.eventId, t.checkedInAt, t.id),
    index("challenge_check_ins_event_popular_idx").on(t.eventId, t.likeCount, t.checkedInAt, t.id),
    index("challenge_check_ins_event_public_latest_idx").on(t.eventId, t.visibleToPublic, t.checkedInAt, t.id),
    index("challenge_check_ins_event_user_idx").on(t.eventId, t.userId, t.day),
    check("challenge_check_ins_day_positive", sql`${t.day} >= 1`),
    check("challenge_check_ins_counts_non_negative", sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0`),
  ],
);

/** One like per person per check-in (the primary key): a repeated or concurrent like is harmless. */
export const challengeCheckInLikes = pgTable(
  "challenge_check_in_likes",
  {
    checkInId: text("check_in_id")
      .notNull()
      .references(() => challengeCheckIns.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.checkInId, t.userId] }), index("challenge_check_in_likes_user_idx").on(t.userId)],
);

export const challengeCheckInComments = pgTable(
  "challenge_check_in_comments",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    checkInId: text("check_in_id")
      .notNull()
      .references(() => challengeCheckIns.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    commentedAt: timestamp("commented_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("challenge_check_in_comments_check_in_idx").on(t.checkInId, t.commentedAt)],
);
