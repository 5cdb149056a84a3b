import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { AWARD_CATEGORIES, AWARD_LEVELS, CERTIFICATE_SOURCES } from "@commons/domain";
import { users } from "./auth.ts";
import { events } from "./events.ts";
import { submissions } from "./hackathons.ts";

export const certificateSource = pgEnum("certificate_source", CERTIFICATE_SOURCES);
/** Why a certificate was revoked: an organiser's decision, or the check-in it came from being undone (ours). */
export const certificateRevokeCause = pgEnum("certificate_revoke_cause", ["ORGANISER", "CHECK_IN_UNDONE"]);

/**
 * docs/product/certificates.md: one certificate, issued inside the transaction of what earns it. The unique
 * reason (source, event, user, source_ref) makes issuing twice for the same reason harmless: source_ref is the
 * submission_award's id for an award and '' for a completed challenge or an attendance. What it shows is
 * copied at issue (the recipient's name, the project, the award, the community's name), so later edits never
 * rewrite a certificate someone has already shared.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    /** certificateNumber(id): the id's last 12 hex digits, upper-cased; what the verification page looks up. */
    number: text("number").notNull(),
    source: certificateSource("source").notNull(),
    sourceRef: text("source_ref").notNull().default(""),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    submissionId: text("submission_id").references(() => submissions.id, { onDelete: "set null" }),
    recipientName: text("recipient_name").notNull(),
    nameCorrectedAt: timestamp("name_corrected_at", { withTimezone: true }),
    awardLevel: text("award_level", { enum: AWARD_LEVELS }).notNull(),
    awardCategory: text("award_category", { enum: AWARD_CATEGORIES }).notNull(),
    /** The organiser's award name; null for a challenge or attendance, whose name is the catalog's in the reader's language. */
    awardName: text("award_name"),
    projectTitle: text("project_title"),
    projectDescription: text("project_description"),
    /** Out of 10 (the hackathon's final score); null when the source has none. */
    score: real("score"),
    organizationName: text("organization_name").notNull(),
    description: text("description"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by").references(() => users.id, { onDelete: "set null" }),
    revokeReason: text("revoke_reason"),
    revokeCause: certificateRevokeCause("revoke_cause"),
  },
  (t) => [
    uniqueIndex("certificates_number_idx").on(t.number),
    uniqueIndex("certificates_reason_idx").on(t.source, t.eventId, t.userId, t.sourceRef),
    index("certificates_user_idx").on(t.userId, t.issuedAt),
    index("certificates_event_idx").on(t.eventId, t.issuedAt),
    check("certificates_score_range", sql`${t.score} is null or (${t.score} >= 0 and ${t.score} <= 10)`),
  ],
);
