import {
  type JudgeScoreInputParsed,
  type JudgeScoreResult,
  type JudgingView,
  scoresRefusal,
  stageIndex,
} from "@commons/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  judgeReviews,
  judgeScores,
  submissionMembers,
  submissions,
  users,
} from "../../db/schema/index.ts";
import { AppError, conflict, fieldError, notFound } from "../../lib/errors.ts";
import { recomputeJudgeScores } from "./judge-score-sync.ts";
import { requireJudge, resultsPublished } from "./judging-access.ts";

// docs/product/hackathons.md#judging: a judge's sheet (every submission, their own scores and comment, their
// progress) and their score of one submission. Every judge × criterion is its own row: no judge overwrites another.

type Criteria = JudgingView["criteria"];
type Sheet = { criterionId: string; score: number }[];

const isComplete = (sheet: Sheet, criteria: Criteria) =>
  criteria.every((c) => sheet.some((s) => s.criterionId === c.id));

async function myRows(
  db: Db,
  eventId: string,
  judgeId: string,
  submissionIds?: string[],
) {
  const where = [
    eq(judgeScores.eventId, eventId),
    eq(judgeScores.judgeId, judgeId),
  ];
  if (submissionIds)
    where.push(inArray(judgeScores.submissionId, submissionIds));
  return db
    .select({
      submissionId: judgeScores.submissionId,
      criterionId: judgeScores.criterionId,
      score: judgeScores.score,
    })
    .from(judgeScores)
    .where(and(...where));
}

/** The judge's progress: submissions (not their own team's) with every current criterion scored. */
async function progressOf(
  db: Db,
  eventId: string,
  judgeId: string,
  criteria: Criteria,
) {
  const all = await db
    .select({
      id: submissions.id,
      own: sql<boolean>`exists (select 1 from ${submissionMembers} where ${submissionMembers.submissionId} = ${submissions.id} and ${submissionMembers.userId} = ${judgeId})`,
    })
    .from(submissions)
    .where(eq(submissions.eventId, eventId));
  const rows = await myRows(db, eventId, judgeId);
  const scorable = all.filter((s) => !s.own);
  const scored = scorable.filter((s) =>
    isComplete(
      rows.filter((r) => r.submissionId === s.id),
      criteria,
    ),
  ).length;
  return { scored, total: scorable.length };
}

/** GET /api/events/{id}/judging. */
export async function getJudging(
  db: Db,
  eventId: string,
  judgeId: string,
): Promise<JudgingView> {
  const { config } = await requireJudge(db, eventId, judgeId);
  const criteria = config.judging.criteria;
  const rows = await db
    .select()
    .from(submissions)
    .where(eq(submissions.eventId, eventId))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
  const ids = rows.map((r) => r.id);
  const members = ids.length
    ? await db
        .select({
          submissionId: submissionMembers.submissionId,
          id: users.id,
          name: users.name,
          username: users.username,
          image: users.image,
          role: submissionMembers.role,
        })
        .from(submissionMembers)
        .innerJoin(users, eq(users.id, submissionMembers.userId))
        .where(inArray(submissionMembers.submissionId, ids))
        .orderBy(asc(submissionMembers.position))
    : [];
  const scores = await myRows(db, eventId, judgeId);
  const reviews = await db
    .select({
      submissionId: judgeReviews.submissionId,
      comment: judgeReviews.comment,
    })
    .from(judgeReviews)
    .where(
      and(eq(judgeReviews.eventId, eventId), eq(judgeReviews.judgeId, judgeId)),
    );
  const list = rows.map((row) => {
    const team = members
      .filter((m) => m.submissionId === row.id)
      .map(({ submissionId: _, ...m }) => m);
    const myScores = scores
      .filter((s) => s.submissionId === row.id)
      .map(({ criterionId, score }) => ({ criterionId, score }));
    const ownTeam = team.some((m) => m.id === judgeId);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      demoUrl: row.demoUrl,
      sourceCode: row.sourceCode,
      presentationUrl: row.presentationUrl,
      screenshots: row.screenshots,
      tags: row.tags,
      team,
      ownTeam,
      myScores,
      myComment:
        reviews.find((r) => r.submissionId === row.id)?.comment ?? null,
      scored: !ownTeam && isComplete(myScores, criteria),
    };
  });
  const scorable = list.filter((s) => !s.ownTeam);
  const stage = config.stage.current;
  const open =
    stageIndex(stage) >= stageIndex("SUBMISSION") &&
    !(await resultsPublished(db, eventId));
  return {
    eventId,
    stage,
    open,
    criteria,
    submissions: list,
    progress: {
      scored: scorable.filter((s) => s.scored).length,
      total: scorable.length,
    },
  };
}

/**
 * PUT /api/events/{id}/submissions/{submissionId}/judge-score. Open from SUBMISSION until the results are
 * published (checked inside the transaction); the sheet must name every current criterion once. The judge's
 * rows are upserted by their primary key (submission, judge, criterion) and the submission's judge score is
 * recomputed under its row lock, so two judges saving at once both count.
 */
export async function putJudgeScore(
  db: Db,
  eventId: string,
  submissionId: string,
  judgeId: string,
  input: JudgeScoreInputParsed,
): Promise<JudgeScoreResult> {
  await requireJudge(db, eventId, judgeId);
  const saved = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const { config } = await requireJudge(tx, eventId, judgeId, true);
    const criteria = config.judging.criteria;
    if (stageIndex(config.stage.current) < stageIndex("SUBMISSION"))
      throw conflict("hackathons.judging.stageNotYet");
    if (await resultsPublished(tx, eventId))
      throw conflict("hackathons.judging.closed");
    const [row] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(eq(submissions.id, submissionId), eq(submissions.eventId, eventId)),
      )
      .for("update");
    if (!row) throw notFound("hackathons.judging.submissionNotFound");
    const [seat] = await tx
      .select({ userId: submissionMembers.userId })
      .from(submissionMembers)
      .where(
        and(
          eq(submissionMembers.submissionId, row.id),
          eq(submissionMembers.userId, judgeId),
        ),
      )
      .limit(1);
    if (seat)
      throw new AppError(403, "FORBIDDEN", "hackathons.judging.ownTeam");
    const refusal = scoresRefusal(input.scores, criteria);
    if (refusal) throw fieldError("scores", refusal);
    const now = new Date();
    await tx
      .insert(judgeScores)
      .values(
        input.scores.map((s) => ({
          eventId,
          submissionId: row.id,
          judgeId,
          criterionId: s.criterionId,
          score: s.score,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [
          judgeScores.submissionId,
          judgeScores.judgeId,
          judgeScores.criterionId,
        ],
        set: { score: sql`excluded.score`, updatedAt: now },
      });
    const comment = input.comment ?? null;
    await tx
      .insert(judgeReviews)
      .values({
        eventId,
        submissionId: row.id,
        judgeId,
        comment,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [judgeReviews.submissionId, judgeReviews.judgeId],
        set: { comment, updatedAt: now },
      });
    await recomputeJudgeScores(tx, eventId, criteria, [row.id]);
    return { criteria, comment };
  });
  const myScores = (await myRows(db, eventId, judgeId, [submissionId])).map(
    ({ criterionId, score }) => ({ criterionId, score }),
  );
  return {
    submissionId,
    myScores,
    myComment: saved.comment,
    progress: await progressOf(db, eventId, judgeId, saved.criteria),
  };
}
