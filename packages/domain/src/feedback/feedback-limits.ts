// docs/product/people.md#feedback: the limits of post-event feedback.

/** Ratings run 1..FEEDBACK_RATING_MAX (stars). */
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_COMMENT_MAX = 500;
export const FEEDBACK_SUGGESTIONS_MAX = 300;

/** The post-event reminder toast: shown this long after the page opens, for this long. */
export const FEEDBACK_REMINDER_DELAY_MS = 3_000;
export const FEEDBACK_REMINDER_DURATION_MS = 5_000;
