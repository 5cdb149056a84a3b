import { z } from "zod";
import { AWARD_CATEGORIES, AWARD_LEVELS, AWARD_TYPES, HACKATHON_AWARDS_MAX, HACKATHON_STAGES } from "../hackathons/hackathon-constants.ts";
import { submissionMemberSchema } from "./hackathons.ts";

// docs/product/hackathons.md#results, #awards: the public results and the organiser's award assignment.

/** An award a submission won, as the results tab shows it (published awards only). */
export const wonAwardSchema = z
  .strictObject({
    awardId: z.string(),
    name: z.string(),
    level: z.enum(AWARD_LEVELS),
    category: z.enum(AWARD_CATEGORIES),
  })
  .meta({ id: "WonAward" });
export type WonAward = z.infer<typeof wonAwardSchema>;

/** One submission of the results: before RESULTS only its votes; scores, rank and awards once results are out. */
export const resultEntrySchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    coverImage: z.string().nullable(),
    team: z.array(submissionMemberSchema),
    voteCount: z.number().int(),
    audienceScore: z.number().nullable(),
    judgeScore: z.number().nullable(),
    finalScore: z.number().nullable(),
    rank: z.number().int().nullable(),
    awards: z.array(wonAwardSchema),
  })
  .meta({ id: "ResultEntry" });
export type ResultEntry = z.infer<typeof resultEntrySchema>;

/** GET /api/events/{id}/voting-results (spec §7: data.submissions, data.config). */
export const votingResultsSchema = z
  .strictObject({
    submissions: z.array(resultEntrySchema),
    config: z.strictObject({
      stage: z.enum(HACKATHON_STAGES),
      /** True in RESULTS: scores and ranks are shown; otherwise vote counts only. */
      revealed: z.boolean(),
      /** True once the organiser published the awards. */
      published: z.boolean(),
      allowPublicVoting: z.boolean(),
      enableJudgeVoting: z.boolean(),
      judgeWeight: z.number(),
      publicWeight: z.number(),
    }),
  })
  .meta({ id: "VotingResults" });
export type VotingResults = z.infer<typeof votingResultsSchema>;

/** A candidate the organiser can pick for an award: its title and both rankings' scores. */
export const awardCandidateSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  audienceScore: z.number().nullable(),
  judgeScore: z.number().nullable(),
  finalScore: z.number().nullable(),
  rank: z.number().int(),
});

/** One award of the configuration with its proposal and what is assigned now. */
export const awardAssignmentSchema = z.strictObject({
  awardId: z.string(),
  name: z.string(),
  awardType: z.enum(AWARD_TYPES),
  maxWinners: z.number().int(),
  proposedSubmissionIds: z.array(z.string()),
  assigned: z.strictObject({
    submissionIds: z.array(z.string()),
    level: z.enum(AWARD_LEVELS).nullable(),
    category: z.enum(AWARD_CATEGORIES).nullable(),
  }),
});

/** GET/PUT /api/events/{id}/awards-assignment. */
export const awardsAssignmentViewSchema = z
  .strictObject({
    stage: z.enum(HACKATHON_STAGES),
    publishedAt: z.string().nullable(),
    candidates: z.array(awardCandidateSchema),
    awards: z.array(awardAssignmentSchema),
  })
  .meta({ id: "AwardsAssignmentView" });
export type AwardsAssignmentView = z.infer<typeof awardsAssignmentViewSchema>;

/** PUT /api/events/{id}/awards-assignment: every award's winners, level and category (an award left out has none). */
export const awardsAssignmentInputSchema = z
  .strictObject({
    awards: z
      .array(
        z.strictObject({
          awardId: z.string().trim().min(1).max(64),
          submissionIds: z.array(z.string().max(64)).max(1000),
          level: z.enum(AWARD_LEVELS, "hackathons.awardLevelInvalid"),
          category: z.enum(AWARD_CATEGORIES, "hackathons.awardCategoryInvalid"),
        }),
      )
      .max(HACKATHON_AWARDS_MAX),
  })
  .meta({ id: "AwardsAssignmentInput" });
export type AwardsAssignmentInput = z.input<typeof awardsAssignmentInputSchema>;

/** POST /api/events/{id}/results/publish. */
export const resultsPublishedSchema = z.strictObject({ publishedAt: z.string(), recipients: z.number().int(), notified: z.number().int() }).meta({ id: "ResultsPublished" });
