import { check, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
    // No index holds vote_count: a vote's count update then stays a HOT update (no index entry moves), and
    // the popular sort reads one event's rows off the index above and sorts them (ADR 0036).
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

// Part 2 (docs/product/hackathons.md#voting, #judging, #awards).

/** One audience vote: unique per (submission, voter), so a retried or concurrent vote is harmless. */
export const submissionVotes = pgTable(
  "submission_votes",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    submissionId: text("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    voterId: text("voter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.voterId] }), index("submission_votes_voter_idx").on(t.eventId, t.voterId)],
);

/** The people an organiser named as judges of one hackathon. */
export const hackathonJudges = pgTable(
  "hackathon_judges",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("hackathon_judges_user_idx").on(t.userId)],
);

/** One judge's score of one submission on one criterion: its own row, never a field the last judge overwrites. */
export const judgeScores = pgTable(
  "judge_scores",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    submissionId: text("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    judgeId: text("judge_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    criterionId: text("criterion_id").notNull(),
    score: integer("score").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.submissionId, t.judgeId, t.criterionId] }),
    index("judge_scores_event_judge_idx").on(t.eventId, t.judgeId),
    check("judge_scores_range", sql`${t.score} between 1 and 10`),
  ],
);

/** A judge's private comment on a submission (seen by the organisers, never public). */
export const judgeReviews = pgTable(
  "judge_reviews",
  {
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    submissionId: text("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    judgeId: text("judge_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    comment: text("comment"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.judgeId] })],
);

/** An award of the configuration given to a submission, with the level and category certificates carry. */
export const submissionAwards = pgTable(
  "submission_awards",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** The award's id in the event's hackathon configuration. */
    awardId: text("award_id").notNull(),
    submissionId: text("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    level: text("level", { enum: ["FIRST", "SECOND", "THIRD", "EXCELLENCE", "PARTICIPATION", "SPECIAL"] }).notNull(),
    category: text("category", { enum: ["GENERAL", "TECHNICAL", "CREATIVE", "COMMERCIAL", "SOCIAL", "SPECIAL"] }).notNull(),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the organiser publishes the results; the team is notified then. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("submission_awards_award_submission_idx").on(t.eventId, t.awardId, t.submissionId), index("submission_awards_submission_idx").on(t.submissionId)],
);

/** Each award to a submission, recorded per team member at publication: what certificates are issued from. */
export const awardRecipients = pgTable(
  "award_recipients",
  {
    submissionAwardId: text("submission_award_id")
      .notNull()
      .references(() => submissionAwards.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.submissionAwardId, t.userId] }), index("award_recipients_user_idx").on(t.userId)],
);
