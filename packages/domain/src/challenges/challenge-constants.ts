// docs/product/challenges.md: every constant of the 21-day Building Public challenge, named once.

/** The challenge's length shown on the page, in days (the organiser may change it). */
export const CHALLENGE_DEFAULT_DURATION_DAYS = 21;
export const CHALLENGE_DURATION_MIN = 1;
export const CHALLENGE_DURATION_MAX = 366;
/**
 * Check-ins needed to complete. The original showed 6 in two places and 7 elsewhere; we use the configured
 * number everywhere, 7 by default (ADR 0033).
 */
export const CHALLENGE_DEFAULT_REQUIRED_CHECK_INS = 7;

/** Who may see a participant's check-ins: everyone, or only the event's registrants and organisers. */
export const CHALLENGE_VISIBILITY_LEVELS = ["PUBLIC", "PARTICIPANTS_ONLY"] as const;
export type ChallengeVisibility = (typeof CHALLENGE_VISIBILITY_LEVELS)[number];

/** The deposit is information only: no money moves through the product. */
export const CHALLENGE_PAYMENT_TYPES = ["CUSTOM", "WECHAT", "ALIPAY", "BANK_TRANSFER", "NONE"] as const;
export type ChallengePaymentType = (typeof CHALLENGE_PAYMENT_TYPES)[number];
export const CHALLENGE_DEPOSIT_MAX = 100_000;
export const CHALLENGE_PAYMENT_NOTE_MAX = 1000;

/** Check-in content and the 21-day plan: at least this many characters (after trimming). */
export const CHECK_IN_CONTENT_MIN = 30;
export const CHECK_IN_CONTENT_MAX = 5000;
export const CHECK_IN_TITLE_MAX = 120;
export const CHECK_IN_NEXT_PLAN_MAX = 1000;
export const CHECK_IN_IMAGES_MAX = 9;
export const CHECK_IN_URL_MAX = 500;
export const CHALLENGE_PLAN_MIN = 30;
export const CHALLENGE_PLAN_MAX = 5000;
/** A new project made in the setup form: its name and one-line intro. */
export const CHALLENGE_PROJECT_TITLE_MAX = 255;
export const CHALLENGE_PROJECT_SUBTITLE_MAX = 200;
export const CHALLENGE_PROJECT_DESCRIPTION_MAX = 5000;

export const CHECK_IN_COMMENT_MAX = 1000;
export const CHECK_IN_COMMENTS_PAGE_SIZE = 50;
/** The comment notification quotes the comment cut to this many characters. */
export const CHECK_IN_COMMENT_NOTICE_MAX = 100;

/** The community feed: page size, and how many images and tags a card shows (the rest as "+N"). */
export const CHALLENGE_FEED_PAGE_SIZE = 10;
export const CHALLENGE_FEED_PAGE_SIZE_MAX = 50;
export const CHALLENGE_FEED_SORTS = ["latest", "popular"] as const;
export type ChallengeFeedSort = (typeof CHALLENGE_FEED_SORTS)[number];
export const CHALLENGE_FEED_IMAGES_SHOWN = 4;
export const CHALLENGE_FEED_TAGS_SHOWN = 5;
/** Infinite scroll asks for the next page this far before the end of the list. */
export const CHALLENGE_FEED_PREFETCH_MARGIN_PX = 300;

/** The share text carries the check-in's content cut to this many characters. */
export const CHECK_IN_SHARE_TEXT_MAX = 100;
/** The page header's plain-text teaser of the short description. */
export const CHALLENGE_TEASER_LENGTH = 30;
export const CHALLENGE_TOP_CONTRIBUTORS = 5;

/** Ours: a participant without today's check-in is reminded at this hour, in the event's zone, once a day. */
export const CHALLENGE_REMINDER_HOUR = 20;
/** How often the reminder sweep runs on the message queue's worker: a reminder goes out within this of 20:00. */
export const CHALLENGE_REMINDER_SWEEP_MS = 10 * 60 * 1000;

/** Writes per person (check-ins, comments, likes), like the other writes. */
export const CHALLENGE_WRITE_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;
export const CHALLENGE_LIKE_RATE_LIMIT = { limit: 60, windowSeconds: 60 } as const;
