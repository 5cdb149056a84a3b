import { z } from "zod";
import {
  CHALLENGE_FEED_PAGE_SIZE,
  CHALLENGE_FEED_PAGE_SIZE_MAX,
  CHALLENGE_FEED_SORTS,
  CHALLENGE_PLAN_MAX,
  CHALLENGE_PLAN_MIN,
  CHALLENGE_PROJECT_DESCRIPTION_MAX,
  CHALLENGE_PROJECT_SUBTITLE_MAX,
  CHALLENGE_PROJECT_TITLE_MAX,
  CHALLENGE_VISIBILITY_LEVELS,
  CHECK_IN_COMMENT_MAX,
  CHECK_IN_CONTENT_MAX,
  CHECK_IN_CONTENT_MIN,
  CHECK_IN_IMAGES_MAX,
  CHECK_IN_NEXT_PLAN_MAX,
  CHECK_IN_TITLE_MAX,
  CHECK_IN_URL_MAX,
} from "./challenge-constants.ts";

// docs/product/challenges.md: what the setup form, the check-in form and a comment send. Lengths count code
// points after trimming, so "30 characters" means 30 Chinese characters too.

const chars = (v: string) => Array.from(v.trim()).length;
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const httpUrl = z
  .string()
  .trim()
  .max(CHECK_IN_URL_MAX, "challenges.urlInvalid")
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), "challenges.urlInvalid");

/** A project made in the setup form: a name and a one-line intro are required, the description is not. */
export const challengeNewProjectSchema = z.strictObject({
  title: z.string("challenges.newProjectRequired").trim().min(1, "challenges.newProjectRequired").max(CHALLENGE_PROJECT_TITLE_MAX, "challenges.projectTitleTooLong"),
  subtitle: z.string("challenges.newProjectRequired").trim().min(1, "challenges.newProjectRequired").max(CHALLENGE_PROJECT_SUBTITLE_MAX, "challenges.projectSubtitleTooLong"),
  description: z.preprocess(blankToUndefined, z.string().trim().max(CHALLENGE_PROJECT_DESCRIPTION_MAX, "challenges.projectDescriptionTooLong").optional()),
});

/**
 * POST /api/events/{id}/building-public/register: an existing project of the caller's, or a new one; the
 * plan; who sees the check-ins. Saving again edits the setup.
 */
export const challengeSetupInputSchema = z
  .strictObject({
    projectId: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
    newProject: challengeNewProjectSchema.optional(),
    plan21Days: z
      .string("challenges.planTooShort")
      .refine((v) => chars(v) >= CHALLENGE_PLAN_MIN, "challenges.planTooShort")
      .refine((v) => chars(v) <= CHALLENGE_PLAN_MAX, "challenges.planTooLong")
      .transform((v) => v.trim()),
    visibilityLevel: z.enum(CHALLENGE_VISIBILITY_LEVELS, "challenges.visibilityInvalid").default("PUBLIC"),
  })
  .superRefine((value, ctx) => {
    if (!value.projectId && !value.newProject) ctx.addIssue({ code: "custom", path: ["projectId"], message: "challenges.projectRequired" });
  })
  .meta({ id: "ChallengeSetupInput" });
export type ChallengeSetupInput = z.input<typeof challengeSetupInputSchema>;
export type ChallengeSetupInputParsed = z.output<typeof challengeSetupInputSchema>;

/** POST …/building-public/check-in and PUT /api/building-public/check-ins/{id}: the day is the server's. */
export const challengeCheckInInputSchema = z
  .strictObject({
    title: z.preprocess((v) => v ?? "", z.string().trim().max(CHECK_IN_TITLE_MAX, "challenges.checkInTitleTooLong")),
    content: z
      .string("challenges.contentTooShort")
      .refine((v) => chars(v) >= CHECK_IN_CONTENT_MIN, "challenges.contentTooShort")
      .refine((v) => chars(v) <= CHECK_IN_CONTENT_MAX, "challenges.contentTooLong")
      .transform((v) => v.trim()),
    nextPlan: z.preprocess((v) => v ?? "", z.string().trim().max(CHECK_IN_NEXT_PLAN_MAX, "challenges.nextPlanTooLong")),
    /** Images the caller uploaded (the server checks each is theirs). */
    imageUrls: z.array(z.string().trim().min(1).max(CHECK_IN_URL_MAX)).max(CHECK_IN_IMAGES_MAX, "challenges.tooManyImages").default([]),
    demoUrl: z.preprocess(blankToUndefined, httpUrl.optional()),
    isPublic: z.boolean().default(true),
  })
  .meta({ id: "ChallengeCheckInInput" });
export type ChallengeCheckInInput = z.input<typeof challengeCheckInInputSchema>;
export type ChallengeCheckInInputParsed = z.output<typeof challengeCheckInInputSchema>;

/** POST /api/building-public/check-ins/{id}/comments. */
export const checkInCommentInputSchema = z
  .strictObject({
    content: z.string("challenges.commentRequired").trim().min(1, "challenges.commentRequired").max(CHECK_IN_COMMENT_MAX, "challenges.commentTooLong"),
  })
  .meta({ id: "CheckInCommentInput" });
export type CheckInCommentInput = z.input<typeof checkInCommentInputSchema>;

/**
 * GET /api/events/{id}/building-public/check-ins?page&limit&sort&user: an absent value takes its default; a
 * bad one is a 422 naming it, as the hackathon gallery's query is (never a silent fallback).
 */
export const challengeFeedQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(CHALLENGE_FEED_PAGE_SIZE_MAX).default(CHALLENGE_FEED_PAGE_SIZE)),
  sort: z.preprocess(blankToUndefined, z.enum(CHALLENGE_FEED_SORTS).default("latest")),
  /** "all", or one person's id. */
  user: z.preprocess(blankToUndefined, z.string().trim().min(1).max(64).default("all")),
});
export type ChallengeFeedQuery = z.output<typeof challengeFeedQuerySchema>;
