import { z } from "zod";
import {
  JUDGE_COMMENT_MAX,
  JUDGE_SCORE_MAX,
  JUDGE_SCORE_MIN,
  JUDGING_CRITERIA_MAX,
} from "./hackathon-constants.ts";

// docs/product/hackathons.md#judging: who judges, what a judge sends, and how a submission's judge score is
// computed from the judges' own rows.

/** Ours: judges named on one hackathon. */
export const HACKATHON_JUDGES_MAX = 50;
/** Ours: score writes per judge per minute (a judge walking 30 submissions saves at most a few a minute). */
export const JUDGE_SCORE_RATE_LIMIT = {
  limit: 120,
  windowSeconds: 60,
} as const;

/** PUT /api/events/{id}/judges: the whole list of judges, by user id (found with GET /api/users/search). */
export const judgesInputSchema = z
  .strictObject({
    userIds: z
      .array(
        z
          .string()
          .trim()
          .min(1, "hackathons.judging.judgeNotFound")
          .max(64, "hackathons.judging.judgeNotFound"),
      )
      .max(HACKATHON_JUDGES_MAX, "hackathons.judging.judgesTooMany"),
  })
  .meta({ id: "HackathonJudgesInput" });
export type JudgesInput = z.infer<typeof judgesInputSchema>;

const score = z
  .number("hackathons.judging.scoreRange")
  .int("hackathons.judging.scoreRange")
  .min(JUDGE_SCORE_MIN, "hackathons.judging.scoreRange")
  .max(JUDGE_SCORE_MAX, "hackathons.judging.scoreRange");

/** PUT /api/events/{id}/submissions/{submissionId}/judge-score: every criterion once, and a private comment. */
export const judgeScoreInputSchema = z
  .strictObject({
    scores: z
      .array(
        z.strictObject({
          criterionId: z
            .string()
            .trim()
            .min(1, "hackathons.judging.criterionUnknown")
            .max(64, "hackathons.judging.criterionUnknown"),
          score,
        }),
      )
      .min(1, "hackathons.judging.scoresIncomplete")
      .max(JUDGING_CRITERIA_MAX, "hackathons.judging.scoresIncomplete"),
    comment: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? null : v),
      z
        .string()
        .trim()
        .max(JUDGE_COMMENT_MAX, "hackathons.judging.commentTooLong")
        .nullable()
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.scores.forEach((s, index) => {
      if (seen.has(s.criterionId))
        ctx.addIssue({
          code: "custom",
          path: ["scores", index, "criterionId"],
          message: "hackathons.judging.criterionDuplicate",
        });
      seen.add(s.criterionId);
    });
  })
  .meta({ id: "JudgeScoreInput" });
export type JudgeScoreInput = z.input<typeof judgeScoreInputSchema>;
export type JudgeScoreInputParsed = z.output<typeof judgeScoreInputSchema>;

/** The criteria a judge must score that `sent` leaves out, or names that are not criteria: the server's 422. */
export function scoresRefusal(
  sent: readonly { criterionId: string }[],
  criteria: readonly { id: string }[],
):
  | "hackathons.judging.criterionUnknown"
  | "hackathons.judging.scoresIncomplete"
  | null {
  const ids = new Set(criteria.map((c) => c.id));
  if (sent.some((s) => !ids.has(s.criterionId)))
    return "hackathons.judging.criterionUnknown";
  if (criteria.some((c) => !sent.some((s) => s.criterionId === c.id)))
    return "hackathons.judging.scoresIncomplete";
  return null;
}

export interface JudgeScoreRow {
  judgeId: string;
  criterionId: string;
  score: number;
}

/**
 * A submission's judge score (docs/product/hackathons.md#judging): for each judge, the weighted mean of their
 * scores over the criteria (weights from the configuration); then the plain mean over the judges. A judge
 * counts only once they have scored every current criterion (a half-scored sheet is "not scored yet", never a
 * zero); rows for criteria no longer configured are ignored. Null when no judge counts. Scores are 1–10, so a
 * low score is a real score and never read as missing.
 */
export function judgeScoreOf(
  scores: readonly JudgeScoreRow[],
  criteria: readonly { id: string; weight: number }[],
): number | null {
  if (criteria.length === 0) return null;
  const byJudge = new Map<string, Map<string, number>>();
  for (const row of scores) {
    const sheet = byJudge.get(row.judgeId) ?? new Map<string, number>();
    sheet.set(row.criterionId, row.score);
    byJudge.set(row.judgeId, sheet);
  }
  const totalWeight = criteria.reduce((sum, c) => sum + c.weight, 0);
  if (!(totalWeight > 0)) return null;
  const perJudge: number[] = [];
  for (const sheet of byJudge.values()) {
    if (!criteria.every((c) => sheet.has(c.id))) continue;
    perJudge.push(
      criteria.reduce((sum, c) => sum + c.weight * sheet.get(c.id)!, 0) /
        totalWeight,
    );
  }
  if (perJudge.length === 0) return null;
  return perJudge.reduce((a, b) => a + b, 0) / perJudge.length;
}

/** The ids of criteria in `before` missing from `after` that already have scores: removing them is refused. */
export function droppedScoredCriteria(
  before: readonly { id: string }[],
  after: readonly { id: string }[],
  scoredIds: ReadonlySet<string>,
): string[] {
  const kept = new Set(after.map((c) => c.id));
  return before
    .filter((c) => !kept.has(c.id) && scoredIds.has(c.id))
    .map((c) => c.id);
}
