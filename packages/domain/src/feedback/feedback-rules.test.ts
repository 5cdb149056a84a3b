import { describe, expect, it } from "vitest";
import { FEEDBACK_COMMENT_MAX } from "./feedback-limits.ts";
import { feedbackInputSchema, feedbackRefusal } from "./feedback-rules.ts";

const now = new Date("2026-05-01T12:00:00Z");
const started = { status: "PUBLISHED" as const, isExternalEvent: false, startTime: "2026-05-01T10:00:00Z" };

describe("feedbackRefusal (docs/product/people.md#feedback)", () => {
  it("lets an approved registrant of a started event give feedback, from the start instant on", () => {
    expect(feedbackRefusal(started, "APPROVED", now)).toBeNull();
    expect(feedbackRefusal({ ...started, startTime: now }, "APPROVED", now)).toBeNull();
    expect(feedbackRefusal({ ...started, status: "COMPLETED" }, "APPROVED", now)).toBeNull();
  });

  it("names why everyone else may not", () => {
    for (const status of ["PENDING", "WAITLISTED", "REJECTED", "CANCELLED", null, undefined] as const) {
      expect(feedbackRefusal(started, status, now)).toBe("feedback.notApproved");
    }
    expect(feedbackRefusal({ ...started, startTime: "2026-05-01T12:00:01Z" }, "APPROVED", now)).toBe("feedback.notStarted");
    expect(feedbackRefusal({ ...started, isExternalEvent: true }, "APPROVED", now)).toBe("feedback.externalEvent");
    expect(feedbackRefusal({ ...started, status: "DRAFT" }, "APPROVED", now)).toBe("feedback.notOpen");
    expect(feedbackRefusal({ ...started, status: "CANCELLED" }, "APPROVED", now)).toBe("feedback.notOpen");
  });
});

describe("feedbackInputSchema", () => {
  it("trims texts, stores empty ones as null, and leaves an unanswered recommendation null", () => {
    expect(feedbackInputSchema.parse({ rating: 3, comment: "  好  ", suggestions: " " })).toEqual({ rating: 3, comment: "好", suggestions: null, wouldRecommend: null });
  });

  it("refuses ratings outside 1..5 or not whole, over-long texts and unknown fields", () => {
    for (const rating of [0, 6, 2.5, "5", null, undefined]) expect(feedbackInputSchema.safeParse({ rating }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ rating: 5, comment: "x".repeat(FEEDBACK_COMMENT_MAX + 1) }).success).toBe(false);
    expect(feedbackInputSchema.safeParse({ rating: 5, comment: ` ${"x".repeat(FEEDBACK_COMMENT_MAX)} ` }).success).toBe(true);
    expect(feedbackInputSchema.safeParse({ rating: 5, userId: "u1" }).success).toBe(false);
  });
});
