import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { VOLUNTEER_STATUSES } from "@commons/domain";
import { users } from "./auth.ts";
import { events } from "./events.ts";

export const volunteerStatus = pgEnum("volunteer_status", VOLUNTEER_STATUSES);

/** A text in each of the product's languages; the catalogue of base roles is data, not UI strings. */
export interface LocalizedText {
  zh: string;
  en: string;
}

// docs/product/people.md#volunteers: the catalogue an organiser picks roles from (seeded with defaults).
export const volunteerBaseRoles = pgTable("volunteer_base_roles", {
  id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
  /** Stable name for seeds and tests, e.g. "check-in". */
  key: text("key").notNull().unique(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  detailDescription: jsonb("detail_description").$type<LocalizedText>().notNull(),
  cpPoints: integer("cp_points").notNull().default(0),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// An event's roles. Edited in place and closed rather than deleted once someone applied, so an edit never
// wipes applications (design rule 7).
export const eventVolunteerRoles = pgTable(
  "event_volunteer_roles",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    baseRoleId: text("base_role_id")
      .notNull()
      .references(() => volunteerBaseRoles.id),
    description: text("description"),
    recruitCount: integer("recruit_count").notNull(),
    requireApproval: boolean("require_approval").notNull().default(true),
    isRequired: boolean("is_required").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    // APPROVED applications, kept by the same transactions as the statuses: the guard that never overfills
    // a role is a conditional update of this counter (design rule 1's shape).
    approvedCount: integer("approved_count").notNull().default(0),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("event_volunteer_roles_event_idx").on(t.eventId, t.sortOrder),
    check("event_volunteer_roles_recruit_positive", sql`${t.recruitCount} >= 1`),
    check("event_volunteer_roles_within_recruit", sql`${t.approvedCount} >= 0 and ${t.approvedCount} <= ${t.recruitCount}`),
  ],
);

export const volunteerApplications = pgTable(
  "volunteer_applications",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    roleId: text("role_id")
      .notNull()
      .references(() => eventVolunteerRoles.id, { onDelete: "cascade" }),
    // Denormalised from the role so per-event lists and exports need no join.
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: volunteerStatus("status").notNull(),
    note: text("note").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // One application per person per role; applying again after a rejection or cancellation reuses the row.
    unique("volunteer_applications_role_user_uq").on(t.roleId, t.userId),
    index("volunteer_applications_event_idx").on(t.eventId, t.status),
    index("volunteer_applications_user_idx").on(t.userId),
  ],
);
