import { index, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth.ts";
import { events, ticketTypes } from "./events.ts";

export const attendeeInvitationStatus = pgEnum("attendee_invitation_status", ["PENDING", "ACCEPTED", "DECLINED"]);

/**
 * An organiser's "add attendee" (docs/product/organiser-console.md#invitations): the person becomes a
 * registrant only by accepting. `userId` is null while the address has no account (the invitation waits
 * for a sign-up with `email`); `label` is what the organiser typed, all the console ever shows of the person
 * before they answer, so the list never tells whether an address has an account.
 */
export const attendeeInvitations = pgTable(
  "attendee_invitations",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    label: text("label").notNull(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ticketTypeId: text("ticket_type_id").references(() => ticketTypes.id, { onDelete: "set null" }),
    note: text("note"),
    status: attendeeInvitationStatus("status").notNull().default("PENDING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("attendee_invitations_event_user_uq").on(t.eventId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex("attendee_invitations_event_email_uq").on(t.eventId, t.email).where(sql`${t.email} is not null`),
    index("attendee_invitations_inviter_created_idx").on(t.invitedBy, t.createdAt),
    index("attendee_invitations_email_idx").on(t.email),
  ],
);
