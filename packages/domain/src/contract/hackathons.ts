import { z } from "zod";
import { GALLERY_SORTS } from "../hackathons/hackathon-constants.ts";
import { instant } from "./envelope.ts";

// docs/product/hackathons.md#submissions: the submission as the gallery, the project page and its team see it.

/** A team member: public fields only (never an email or phone). */
export const submissionMemberSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    image: z.string().nullable(),
    role: z.enum(["SUBMITTER", "MEMBER"]),
  })
  .meta({ id: "SubmissionMember" });
export type SubmissionMember = z.infer<typeof submissionMemberSchema>;

/** One card of the gallery (GET /api/events/{id}/submissions). Scores and rank stay null until judged (part 2). */
export const submissionCardSchema = z
  .strictObject({
    id: z.string(),
    eventId: z.string(),
    projectId: z.string().nullable(),
    title: z.string(),
    description: z.string(),
    coverImage: z.string().nullable().meta({ description: "The first screenshot" }),
    tags: z.array(z.string()),
    team: z.array(submissionMemberSchema).meta({ description: "Submitter first" }),
    voteCount: z.number().int(),
    audienceScore: z.number().nullable(),
    judgeScore: z.number().nullable(),
    finalScore: z.number().nullable(),
    rank: z.number().int().nullable(),
    submittedAt: instant(),
  })
  .meta({ id: "SubmissionCard" });
export type SubmissionCard = z.infer<typeof submissionCardSchema>;

/** The whole submission: what its team edits and what the project page shows. */
export const submissionSchema = submissionCardSchema
  .extend({
    demoUrl: z.string().nullable(),
    sourceCode: z.string().nullable(),
    presentationUrl: z.string().nullable(),
    inspiration: z.string().nullable(),
    challenges: z.string().nullable(),
    learnings: z.string().nullable(),
    nextSteps: z.string().nullable(),
    screenshots: z.array(z.string()),
    updatedAt: instant(),
  })
  .meta({ id: "Submission" });
export type Submission = z.infer<typeof submissionSchema>;

/** GET /api/events/{id}/submissions?sort=&page=: one page of the gallery, counted on the server. */
export const submissionsPageSchema = z.strictObject({
  submissions: z.array(submissionCardSchema),
  sort: z.enum(GALLERY_SORTS),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasNextPage: z.boolean(),
  /** True when the organiser keeps the gallery closed until VOTING and this reader is not on a team or a manager. */
  hidden: z.boolean(),
});
export type SubmissionsPage = z.infer<typeof submissionsPageSchema>;

/** GET /api/users/search: public fields only, at most 10. */
export const userSearchResultSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    image: z.string().nullable(),
    userRoleString: z.string().nullable(),
  })
  .meta({ id: "UserSearchResult" });
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
export const userSearchResultsSchema = z.array(userSearchResultSchema);
