import { z } from "zod";
import { VOTE_TYPES } from "../hackathons/voting-rules.ts";

// docs/product/hackathons.md#voting: what a vote sends and answers (docs/api.md#hackathon-votes).

/** POST /api/events/{id}/submissions/{submissionId}/vote (spec §7). */
export const voteInputSchema = z.strictObject({ voteType: z.enum(VOTE_TYPES, "validation.invalid") }).meta({ id: "VoteInput" });
export type VoteInput = z.infer<typeof voteInputSchema>;

/** The submission's count and score after the vote (or withdrawal), and what the caller has left. */
export const voteResultSchema = z
  .strictObject({
    submissionId: z.string(),
    voted: z.boolean().meta({ description: "The caller's vote is on this submission now" }),
    voteCount: z.number().int(),
    audienceScore: z.number(),
    votesLeft: z.number().int().nullable().meta({ description: "Null when the hackathon sets no quota" }),
  })
  .meta({ id: "VoteResult" });
export type VoteResult = z.infer<typeof voteResultSchema>;

/** GET /api/events/{id}/my-votes: so the gallery marks the caller's votes. */
export const myVotesSchema = z
  .strictObject({
    submissionIds: z.array(z.string()),
    votesPerPerson: z.number().int().nullable(),
    votesLeft: z.number().int().nullable(),
  })
  .meta({ id: "MyVotes" });
export type MyVotes = z.infer<typeof myVotesSchema>;
