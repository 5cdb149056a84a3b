import { z } from "zod";
import { HACKATHON_STAGES } from "../hackathons/hackathon-constants.ts";
import { judgingCriterionSchema } from "../hackathons/hackathon-config.ts";
import { submissionMemberSchema } from "./hackathons.ts";

// docs/product/hackathons.md#judging: what the judges, the judging page and the progress table read.

/** A judge: public fields only (never an email or phone). */
export const judgePersonSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    image: z.string().nullable(),
  })
  .meta({ id: "JudgePerson" });
export type JudgePerson = z.infer<typeof judgePersonSchema>;

/** GET/PUT /api/events/{id}/judges. */
export const judgesViewSchema = z
  .strictObject({ judges: z.array(judgePersonSchema) })
  .meta({ id: "HackathonJudges" });
export type JudgesView = z.infer<typeof judgesViewSchema>;

export const judgingProgressCountSchema = z.strictObject({
  scored: z.number().int(),
  total: z.number().int(),
});

/** One submission as its judge sees it, with the judge's own scores and comment (null until scored). */
export const judgingSubmissionSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    demoUrl: z.string().nullable(),
    sourceCode: z.string().nullable(),
    presentationUrl: z.string().nullable(),
    screenshots: z.array(z.string()),
    tags: z.array(z.string()),
    team: z.array(submissionMemberSchema),
    /** The judge is on this team: they cannot score it. */
    ownTeam: z.boolean(),
    myScores: z.array(
      z.strictObject({ criterionId: z.string(), score: z.number().int() }),
    ),
    myComment: z.string().nullable(),
    /** Every current criterion has a score of this judge's. */
    scored: z.boolean(),
  })
  .meta({ id: "JudgingSubmission" });
export type JudgingSubmission = z.infer<typeof judgingSubmissionSchema>;

/** GET /api/events/{id}/judging: the caller's judging sheet. */
export const judgingViewSchema = z
  .strictObject({
    eventId: z.string(),
    stage: z.enum(HACKATHON_STAGES),
    /** Scores may still change: the results are not published. */
    open: z.boolean(),
    criteria: z.array(judgingCriterionSchema),
    submissions: z.array(judgingSubmissionSchema),
    progress: judgingProgressCountSchema,
  })
  .meta({ id: "JudgingView" });
export type JudgingView = z.infer<typeof judgingViewSchema>;

/** PUT judge-score's answer: the saved sheet of that submission and the judge's progress. */
export const judgeScoreResultSchema = z
  .strictObject({
    submissionId: z.string(),
    myScores: z.array(
      z.strictObject({ criterionId: z.string(), score: z.number().int() }),
    ),
    myComment: z.string().nullable(),
    progress: judgingProgressCountSchema,
  })
  .meta({ id: "JudgeScoreResult" });
export type JudgeScoreResult = z.infer<typeof judgeScoreResultSchema>;

/** GET /api/events/{id}/judging-progress: judges × submissions for the organiser. */
export const judgingProgressSchema = z
  .strictObject({
    submissions: z.array(z.strictObject({ id: z.string(), title: z.string() })),
    judges: z.array(
      judgePersonSchema.extend({
        scoredIds: z
          .array(z.string())
          .meta({
            description: "Submissions this judge scored on every criterion",
          }),
        ownIds: z
          .array(z.string())
          .meta({
            description: "Submissions this judge is on (not theirs to score)",
          }),
        scored: z.number().int(),
        total: z.number().int(),
      }),
    ),
  })
  .meta({ id: "JudgingProgress" });
export type JudgingProgress = z.infer<typeof judgingProgressSchema>;
