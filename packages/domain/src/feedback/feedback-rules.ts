import { z } from "zod";
import type { EventStatus, RegistrationStatus } from "../events/event-enums.ts";
import type { MessageKey } from "../i18n/messages.zh.ts";
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATING_MAX, FEEDBACK_SUGGESTIONS_MAX } from "./feedback-limits.ts";

// docs/product/people.md#feedback: the request schema and who may give feedback, shared by server and web.

/** Ours: feedback writes (POST and PUT together) per user per minute; a person edits a few times at most. */
export const FEEDBACK_WRITE_RATE_LIMIT = { limit: 20, windowSeconds: 60 } as const;

/** Trimmed text, empty → null, at most `max` characters (counted after trimming). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** POST and PUT /api/events/{id}/feedback. */
export const feedbackInputSchema = z.strictObject({
  rating: z
    .number({ message: "feedback.rating.invalid" })
    .int({ message: "feedback.rating.invalid" })
    .min(1, { message: "feedback.rating.invalid" })
    .max(FEEDBACK_RATING_MAX, { message: "feedback.rating.invalid" }),
  comment: optionalText(FEEDBACK_COMMENT_MAX),
  suggestions: optionalText(FEEDBACK_SUGGESTIONS_MAX),
  wouldRecommend: z.boolean().nullish().transform((value) => value ?? null),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export type FeedbackValues = z.output<typeof feedbackInputSchema>;

export interface FeedbackEventFacts {
  status: EventStatus;
  isExternalEvent: boolean;
  startTime: Date | string;
}

/**
 * Why this person may not give feedback on this event, or null when they may: an approved registrant of a
 * non-external event that has started (docs/product/people.md#feedback). Drafts and cancelled events are
 * refused before this (they answer 404 to non-managers); here they are refused too, for the web's use.
 */
export function feedbackRefusal(
  event: FeedbackEventFacts,
  registrationStatus: RegistrationStatus | null | undefined,
  now: Date = new Date(),
): MessageKey | null {
  if (event.isExternalEvent) return "feedback.externalEvent";
  if (event.status === "DRAFT" || event.status === "CANCELLED") return "feedback.notOpen";
  if (registrationStatus !== "APPROVED") return "feedback.notApproved";
  const start = event.startTime instanceof Date ? event.startTime : new Date(event.startTime);
  if (now.getTime() < start.getTime()) return "feedback.notStarted";
  return null;
}
