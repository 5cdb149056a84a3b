import { check, index, integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth.ts";
import { events } from "./events.ts";
import { projects } from "./projects.ts";

// docs/product/hackathons.md#submissions. A submission copies what it shows from the project at the time
// (title, tags, screenshots), so editing or deleting the project later never rewrites what was judged.
export const submissions = pgTable(
  "submissions",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The person who submitted; also a row in submission_members (role SUBMITTER). */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    demoUrl: text("demo_url"),
    sourceCode: text("source_code"),
    presentationUrl: text("presentation_url"),
    inspiration: text("inspiration"),
    challenges: text("challenges"),
    learnings: text("learnings"),
    nextSteps: text("next_steps"),
    screenshots: text("screenshots").array().notNull().default([]),
    tags: text("tags").array().notNull().default([]),
    /** Audience votes, kept by the vote's own transaction (part 2) so the "popular" sort reads a column. */
    voteCount: integer("vote_count").notNull().default(0),
    audienceScore: real("audience_score"),
    judgeScore: real("judge_score"),
    finalScore: real("final_score"),
    rank: integer("rank"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("submissions_event_recent_idx").on(t.eventId, t.submittedAt, t.id),
    index("submissions_event_popular_idx").on(t.eventId, t.voteCount, t.id),
    index("submissions_event_score_idx").on(t.eventId, t.finalScore, t.id),
    index("submissions_project_idx").on(t.projectId),
    check("submissions_vote_count_non_negative", sql`${t.voteCount} >= 0`),
  ],
);

/**
 * The team, submitter included. The primary key (event, user) is the rule "a person is on at most one
 * submission per hackathon": the database refuses a second, whatever the interleaving of requests.
 */
export const submissionMembers = pgTable(
  "submission_members",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    submissionId: text("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["SUBMITTER", "MEMBER"] }).notNull(),
    /** Display order inside the team. */
    position: integer("position").notNull().default(0),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("submission_members_submission_idx").on(t.submissionId, t.position)],
);
