import { z } from "zod";
import type { MessageKey } from "../i18n/messages.zh.ts";
import {
  HACKATHON_URL_MAX,
  MAX_TEAM_SIZE_SETTING,
  SUBMISSION_SCREENSHOTS_MAX,
  SUBMISSION_TEXT_MAX,
  SUBMISSION_TITLE_MAX,
} from "./hackathon-constants.ts";

// docs/product/hackathons.md#submissions: what a team sends to submit or edit its project. The form and the
// server validate with these same schemas, and both ask `teamRefusal` about the team.

/** Ours: submissions, edits, withdrawals and leaves per user per minute; a team needs a handful. */
export const SUBMISSION_WRITE_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** A URL or nothing: blank becomes null (spec §5: "valid URLs or empty"). */
const optionalUrl = z
  .string("hackathons.urlInvalid")
  .trim()
  .max(HACKATHON_URL_MAX, "hackathons.urlInvalid")
  .refine((v) => v === "" || HTTP_URL.test(v), "hackathons.urlInvalid")
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** A story field (inspiration, challenges, …): optional, blank becomes null. */
const storyText = z
  .string()
  .trim()
  .max(SUBMISSION_TEXT_MAX, "hackathons.descriptionTooLong")
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const userId = z.string().trim().min(1).max(64);

/** The fields a submission shares between its first POST and every later PUT. */
const submissionFields = {
  title: z.string("hackathons.titleRequired").trim().min(1, "hackathons.titleRequired").max(SUBMISSION_TITLE_MAX, "hackathons.titleTooLong"),
  description: z
    .string("hackathons.descriptionRequired")
    .trim()
    .min(1, "hackathons.descriptionRequired")
    .max(SUBMISSION_TEXT_MAX, "hackathons.descriptionTooLong"),
  demoUrl: optionalUrl,
  sourceCode: optionalUrl,
  presentationUrl: optionalUrl,
  inspiration: storyText,
  challenges: storyText,
  learnings: storyText,
  nextSteps: storyText,
  /**
   * Omitted on a POST: the project's own screenshots are copied. Sent, each must already be the project's
   * (or the submission's): the server never takes an arbitrary image URL here.
   */
  screenshots: z.array(z.string().trim().min(1).max(HACKATHON_URL_MAX)).max(SUBMISSION_SCREENSHOTS_MAX).optional(),
};

/** POST /api/events/{id}/submit-project (spec §7, plus our story fields and screenshots). */
export const submissionCreateSchema = z.strictObject({
  projectId: z.string("hackathons.projectRequired").trim().min(1, "hackathons.projectRequired").max(64, "hackathons.projectRequired"),
  ...submissionFields,
  /** The others on the team; the caller is the submitter and is never listed. */
  teamMemberIds: z.array(userId).max(MAX_TEAM_SIZE_SETTING).default([]),
  submissionType: z.literal("HACKATHON_PROJECT").default("HACKATHON_PROJECT"),
});
export type SubmissionCreate = z.output<typeof submissionCreateSchema>;
export type SubmissionCreateInput = z.input<typeof submissionCreateSchema>;

/**
 * PUT /api/events/{id}/submissions/{submissionId}: the same fields; the project stays the one submitted.
 * `teamMemberIds` omitted leaves the team as it is; sent, it is the whole new team (submitter only).
 */
export const submissionUpdateSchema = z.strictObject({
  ...submissionFields,
  teamMemberIds: z.array(userId).max(MAX_TEAM_SIZE_SETTING).optional(),
});
export type SubmissionUpdate = z.output<typeof submissionUpdateSchema>;
export type SubmissionUpdateInput = z.input<typeof submissionUpdateSchema>;

export interface TeamRefusal {
  key: MessageKey;
  /** Index in `teamMemberIds` of the person the message is about, when it is about one. */
  index?: number;
  params?: Record<string, number>;
}

/**
 * The team rule (spec §5, docs/product/hackathons.md#teams): at most maxTeamSize − 1 others, at least one
 * when solo entries are not allowed, nobody twice, never the submitter. Null when the team is fine.
 */
export function teamRefusal(teamMemberIds: readonly string[], submitterId: string, settings: { allowSolo: boolean; maxTeamSize: number }): TeamRefusal | null {
  const self = teamMemberIds.indexOf(submitterId);
  if (self >= 0) return { key: "hackathons.team.self", index: self };
  const seen = new Set<string>();
  for (const [index, id] of teamMemberIds.entries()) {
    if (seen.has(id)) return { key: "hackathons.team.duplicate", index };
    seen.add(id);
  }
  const others = Math.max(0, settings.maxTeamSize - 1);
  if (teamMemberIds.length > others) return { key: "hackathons.team.tooLarge", params: { max: settings.maxTeamSize, others } };
  if (!settings.allowSolo && teamMemberIds.length === 0) return { key: "hackathons.team.soloNotAllowed" };
  return null;
}

/** How many teammates may still be added (the form's "x / maxTeamSize − 1"). */
export function teammatesAllowed(maxTeamSize: number): number {
  return Math.max(0, maxTeamSize - 1);
}
