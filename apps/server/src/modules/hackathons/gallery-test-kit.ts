// Test-only helpers for the gallery suites and its benchmark (never imported by the app).
import type { Db } from "../../db/client.ts";
import { submissionMembers, submissions } from "../../db/schema/index.ts";

type SubmissionInsert = typeof submissions.$inferInsert;

/** A submission straight into the tables: `team[0]` submits, the others are members in that order. */
export async function insertSubmission(db: Db, eventId: string, team: string[], fields: Partial<SubmissionInsert> = {}): Promise<string> {
  const [submitter] = team;
  if (!submitter) throw new Error("a submission needs a submitter");
  const [row] = await db
    .insert(submissions)
    .values({ eventId, userId: submitter, title: "作品", description: "一个作品", ...fields })
    .returning({ id: submissions.id });
  const id = row!.id;
  await db.insert(submissionMembers).values(
    team.map((userId, position) => ({ eventId, userId, submissionId: id, role: position === 0 ? ("SUBMITTER" as const) : ("MEMBER" as const), position })),
  );
  return id;
}

/** The hackathon configuration as stored, with the stage (and, if asked, the closed gallery) set. */
export function storedConfig(stage: string, hideGalleryUntilVoting = false) {
  return { stage: { current: stage, lastUpdatedAt: null, lastUpdatedBy: null, history: [] }, settings: { hideGalleryUntilVoting } };
}
