import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { eventQuestions, events, ticketTypes } from "./events.ts";
import { projects } from "./projects.ts";

export const registrationStatus = pgEnum("registration_status", [
  "APPROVED",
  "PENDING",
  "WAITLISTED",
  "REJECTED",
  "CANCELLED",
]);

export const eventInvites = pgTable(
  "event_invites",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("event_invites_event_inviter_uq").on(t.eventId, t.inviterId)],
);

// (event, user) is unique: a repeated POST finds the existing row instead of adding one (design rule 1, 9).
export const registrations = pgTable(
  "registrations",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ticketTypeId: text("ticket_type_id").references(() => ticketTypes.id),
    status: registrationStatus("status").notNull(),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    allowDigitalCardDisplay: boolean("allow_digital_card_display"),
    inviteId: text("invite_id").references(() => eventInvites.id),
    note: text("note"),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: text("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    // Random per-registration ticket secret: the check-in QR signs it, manual entry types it. Cleared on
    // cancel so an old ticket stops working, and replaced when the person registers again (design rule 5).
    ticketCode: text("ticket_code"),
  },
  (t) => [
    unique("registrations_event_user_uq").on(t.eventId, t.userId),
    index("registrations_event_status_idx").on(t.eventId, t.status, t.registeredAt),
    index("registrations_user_idx").on(t.userId),
    unique("registrations_event_ticket_code_uq").on(t.eventId, t.ticketCode),
    index("registrations_invite_idx").on(t.inviteId),
  ],
);

export const registrationAnswers = pgTable(
  "registration_answers",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    registrationId: text("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    questionId: text("question_id")
      .notNull()
      .references(() => eventQuestions.id),
    // A string for text questions, a list of strings for multiple choice.
    answer: jsonb("answer").notNull(),
  },
  (t) => [unique("registration_answers_reg_q_uq").on(t.registrationId, t.questionId)],
);
