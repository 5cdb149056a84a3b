import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { PARTICIPANTS_VISIBILITIES, QUESTION_TYPES } from "@commons/domain";
import { users } from "./auth.ts";
import { organizations } from "./organizations.ts";

export const eventType = pgEnum("event_type", ["MEETUP", "HACKATHON", "BUILDING_PUBLIC"]);
export const eventStatus = pgEnum("event_status", ["DRAFT", "PUBLISHED", "COMPLETED", "CANCELLED"]);
export const questionType = pgEnum("question_type", QUESTION_TYPES);
export const participantsVisibility = pgEnum("participants_visibility", PARTICIPANTS_VISIBILITIES);

// Times are UTC instants; `timezone` is the IANA zone the event is shown in (design rule 12).
export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    title: text("title").notNull(),
    shortDescription: text("short_description"),
    description: text("description"),
    richContent: text("rich_content"),
    coverImage: text("cover_image"),
    type: eventType("type").notNull().default("MEETUP"),
    status: eventStatus("status").notNull().default("DRAFT"),
    featured: boolean("featured").notNull().default(false),
    isExternalEvent: boolean("is_external_event").notNull().default(false),
    externalUrl: text("external_url"),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    timezone: text("timezone").notNull().default("Asia/Shanghai"),
    isOnline: boolean("is_online").notNull().default(false),
    onlineUrl: text("online_url"),
    address: text("address"),
    city: text("city"),
    maxAttendees: integer("max_attendees"),
    // Seats held by APPROVED and PENDING registrations; the capacity guard updates it conditionally.
    seatsTaken: integer("seats_taken").notNull().default(0),
    // APPROVED registrations, kept by the same transactions, so a page view never counts rows (issue 3 bench).
    approvedCount: integer("approved_count").notNull().default(0),
    registrationDeadline: timestamp("registration_deadline", { withTimezone: true }),
    requireApproval: boolean("require_approval").notNull().default(false),
    requireProjectSubmission: boolean("require_project_submission").notNull().default(false),
    askDigitalCardConsent: boolean("ask_digital_card_consent").notNull().default(false),
    registrationSuccessInfo: text("registration_success_info"),
    registrationSuccessImage: text("registration_success_image"),
    registrationPendingInfo: text("registration_pending_info"),
    registrationPendingImage: text("registration_pending_image"),
    organizerId: text("organizer_id")
      .notNull()
      .references(() => users.id),
    organizationId: text("organization_id").references(() => organizations.id),
    organizerContact: text("organizer_contact"),
    // How a priced ticket is paid for: Commons takes no payments (docs/product/registration.md#payment).
    paymentNote: text("payment_note"),
    tags: text("tags").array().notNull().default([]),
    viewCount: integer("view_count").notNull().default(0),
    volunteerContactInfo: text("volunteer_contact_info"),
    volunteerWechatQrCode: text("volunteer_wechat_qr_code"),
    // Who may see the participants, their projects and cards (docs/product/people.md#who-sees-participants).
    participantsVisibility: participantsVisibility("participants_visibility").notNull().default("REGISTRANTS"),
    hackathonConfig: jsonb("hackathon_config"),
    buildingConfig: jsonb("building_config"),
    // Checked-in attendees get an attendance certificate (docs/product/certificates.md#attendance).
    attendanceCertificates: boolean("attendance_certificates").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Set when the organiser deletes the event (docs/product/organiser-console.md#deleting-an-event): the row and its
    // registrations stay, every list leaves it out, and every route naming it answers 410 (events/event-gone.ts).
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("events_status_start_idx").on(t.status, t.startTime),
    index("events_organizer_idx").on(t.organizerId),
    index("events_organization_idx").on(t.organizationId),
  ],
);

export const eventAdmins = pgTable(
  "event_admins",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    canEditEvent: boolean("can_edit_event").notNull().default(false),
    canManageRegistrations: boolean("can_manage_registrations").notNull().default(false),
    canCheckIn: boolean("can_check_in").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

export const ticketTypes = pgTable(
  "ticket_types",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    priceCents: integer("price_cents").notNull().default(0),
    maxQuantity: integer("max_quantity"),
    currentQuantity: integer("current_quantity").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("ticket_types_event_idx").on(t.eventId)],
);

// Questions are archived, never deleted, so that answers already given survive an edit (design rule 7).
export const eventQuestions = pgTable(
  "event_questions",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    description: text("description"),
    type: questionType("type").notNull().default("TEXT"),
    options: text("options").array().notNull().default([]),
    required: boolean("required").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [index("event_questions_event_idx").on(t.eventId)],
);
