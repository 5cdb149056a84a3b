import { z } from "zod";
import { instant } from "./envelope.ts";

// The answers of /api/events/{id}/my-feedback, /feedback and /feedback/summary (docs/product/people.md#feedback).

export const myFeedbackSchema = z
  .strictObject({
    id: z.string(),
    eventId: z.string(),
    rating: z.number().int().meta({ description: "1..5 stars" }),
    comment: z.string().nullable(),
    suggestions: z.string().nullable(),
    wouldRecommend: z.boolean().nullable().meta({ description: "null when the author did not answer" }),
    createdAt: instant(),
    updatedAt: instant(),
  })
  .meta({ id: "MyFeedback" });
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

/** The author as the organiser sees them: a name and a face, never contact data. */
const feedbackAuthorSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  image: z.string().nullable(),
});

export const feedbackEntrySchema = z
  .strictObject({
    id: z.string(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    suggestions: z.string().nullable(),
    wouldRecommend: z.boolean().nullable(),
    createdAt: instant(),
    updatedAt: instant(),
    author: feedbackAuthorSchema,
  })
  .meta({ id: "FeedbackEntry" });
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const feedbackSummarySchema = z
  .strictObject({
    count: z.number().int(),
    averageRating: z.number().nullable().meta({ description: "Rounded to one decimal; null when there is no feedback" }),
    distribution: z
      .array(z.strictObject({ rating: z.number().int(), count: z.number().int() }))
      .meta({ description: "One entry per rating 1..5, in that order, zeros included" }),
    recommendAnswered: z.number().int().meta({ description: "How many answered the would-recommend question" }),
    recommendShare: z.number().nullable().meta({ description: "Share (0..1, two decimals) of those who answered who would recommend; null when nobody answered" }),
    entries: z.array(feedbackEntrySchema).meta({ description: "Every feedback, newest first" }),
  })
  .meta({ id: "FeedbackSummary" });
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;
