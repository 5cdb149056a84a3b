import type { Submission } from "@commons/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { submissionMembers, submissions, users } from "../../db/schema/index.ts";

// docs/product/hackathons.md#submissions: one submission as its team reads it. Team members show their
// public fields only (never an email or phone).

type SubmissionRow = typeof submissions.$inferSelect;

export async function teamOf(db: Db, submissionId: string) {
  return db
    .select({ id: users.id, name: users.name, username: users.username, image: users.image, role: submissionMembers.role })
    .from(submissionMembers)
    .innerJoin(users, eq(users.id, submissionMembers.userId))
    .where(eq(submissionMembers.submissionId, submissionId))
    .orderBy(asc(submissionMembers.position), asc(submissionMembers.joinedAt));
}

export function toSubmission(row: SubmissionRow, team: Submission["team"]): Submission {
  return {
    id: row.id,
    eventId: row.eventId,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    coverImage: row.screenshots[0] ?? null,
    tags: row.tags,
    team,
    voteCount: row.voteCount,
    audienceScore: row.audienceScore,
    judgeScore: row.judgeScore,
    finalScore: row.finalScore,
    rank: row.rank,
    submittedAt: row.submittedAt.toISOString(),
    demoUrl: row.demoUrl,
    sourceCode: row.sourceCode,
    presentationUrl: row.presentationUrl,
    inspiration: row.inspiration,
    challenges: row.challenges,
    learnings: row.learnings,
    nextSteps: row.nextSteps,
    screenshots: row.screenshots,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadSubmission(db: Db, submissionId: string): Promise<Submission | null> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId)).limit(1);
  return row ? toSubmission(row, await teamOf(db, row.id)) : null;
}

/** The submission whose team holds this person in this hackathon (as submitter or member), with their role. */
export async function findTeamOf(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select({ submission: submissions, role: submissionMembers.role })
    .from(submissionMembers)
    .innerJoin(submissions, eq(submissions.id, submissionMembers.submissionId))
    .where(and(eq(submissionMembers.eventId, eventId), eq(submissionMembers.userId, userId)))
    .limit(1);
  return row ?? null;
}
