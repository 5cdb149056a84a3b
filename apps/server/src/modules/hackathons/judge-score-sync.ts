import {
  droppedScoredCriteria,
  type HackathonConfig,
  judgeScoreOf,
} from "@commons/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  hackathonJudges,
  judgeScores,
  submissions,
} from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";

// docs/product/hackathons.md#judging: submissions.judge_score is recomputed from the judges' own rows in the
// transaction that changes them (a score, the judges, the criteria), so the gallery and results read one column.

type Criteria = HackathonConfig["judging"]["criteria"];

/**
 * Recomputes the judge score of the given submissions (all of the event when `submissionIds` is omitted).
 * Only rows of current judges count: a judge removed from the list keeps their rows (named again, they count
 * again) but no longer moves the score.
 */
export async function recomputeJudgeScores(
  tx: Db,
  eventId: string,
  criteria: Criteria,
  submissionIds?: readonly string[],
): Promise<void> {
  const ids =
    submissionIds ??
    (
      await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.eventId, eventId))
    ).map((r) => r.id);
  if (ids.length === 0) return;
  const rows = await tx
    .select({
      submissionId: judgeScores.submissionId,
      judgeId: judgeScores.judgeId,
      criterionId: judgeScores.criterionId,
      score: judgeScores.score,
    })
    .from(judgeScores)
    .innerJoin(
      hackathonJudges,
      and(
        eq(hackathonJudges.eventId, judgeScores.eventId),
        eq(hackathonJudges.userId, judgeScores.judgeId),
      ),
    )
    .where(
      and(
        eq(judgeScores.eventId, eventId),
        inArray(judgeScores.submissionId, [...ids]),
      ),
    );
  for (const id of ids) {
    const judgeScore = judgeScoreOf(
      rows.filter((r) => r.submissionId === id),
      criteria,
    );
    await tx
      .update(submissions)
      .set({ judgeScore })
      .where(eq(submissions.id, id));
  }
}

const sameCriteria = (a: Criteria, b: Criteria) =>
  a.length === b.length &&
  a.every((c, i) => c.id === b[i]!.id && c.weight === b[i]!.weight);

/**
 * The configuration editor's criteria change (called under the event's row lock): removing a criterion that
 * already has scores is refused with its name (scores are never dropped silently); any other change to ids or
 * weights recomputes every judge score. A criterion added after judges scored leaves their sheets incomplete
 * until they score it, so those judges stop counting until then.
 */
export async function applyCriteriaChange(
  tx: Db,
  eventId: string,
  before: Criteria,
  after: Criteria,
): Promise<void> {
  if (sameCriteria(before, after)) return;
  const removed = before
    .filter((c) => !after.some((a) => a.id === c.id))
    .map((c) => c.id);
  if (removed.length) {
    const scored = await tx
      .selectDistinct({ criterionId: judgeScores.criterionId })
      .from(judgeScores)
      .where(
        and(
          eq(judgeScores.eventId, eventId),
          inArray(judgeScores.criterionId, removed),
        ),
      );
    const [first] = droppedScoredCriteria(
      before,
      after,
      new Set(scored.map((r) => r.criterionId)),
    );
    if (first !== undefined) {
      const criterion = before.find((c) => c.id === first)!;
      throw conflict("hackathons.judging.criterionHasScores", {
        name: criterion.name || criterion.id,
      });
    }
  }
  await recomputeJudgeScores(tx, eventId, after);
}
