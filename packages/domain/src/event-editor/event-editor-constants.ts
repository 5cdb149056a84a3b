// Limits of the organiser console (issue 5). The web editor and the server import the same numbers, so
// a form never accepts what the server then refuses.

export const EVENT_TITLE_MAX_LENGTH = 120;
export const EVENT_SHORT_DESCRIPTION_MAX_LENGTH = 200;
/** Sanitised HTML, counted before sanitising so a huge paste is refused rather than silently cut. */
export const EVENT_RICH_CONTENT_MAX_LENGTH = 100_000;
export const EVENT_URL_MAX_LENGTH = 500;
export const EVENT_ADDRESS_MAX_LENGTH = 300;
export const EVENT_CITY_MAX_LENGTH = 100;
export const EVENT_TIMEZONE_MAX_LENGTH = 64;
/**
 * Every time a person types is in [2000-01-01, 2101-01-01) UTC: year 0000 reached PostgreSQL, which has
 * no year 0, and answered 500 (docs/product/requests-and-errors.md#dates).
 */
export const INSTANT_MIN_YEAR = 2000;
export const INSTANT_MAX_YEAR = 2100;
export const EVENT_MAX_ATTENDEES_LIMIT = 100_000;
export const EVENT_INFO_MAX_LENGTH = 2000;
export const EVENT_ORGANIZER_CONTACT_MAX_LENGTH = 500;
/** How a priced ticket is paid for, in the organiser's words (plain text; docs/product/registration.md#payment). */
export const EVENT_PAYMENT_NOTE_MAX_LENGTH = 500;
export const EVENT_TAGS_MAX_COUNT = 10;
export const EVENT_TAG_MAX_LENGTH = 24;
export const EVENT_DEFAULT_TIMEZONE = "Asia/Shanghai";

export const TICKET_TYPES_MAX_COUNT = 20;
export const TICKET_NAME_MAX_LENGTH = 60;
export const TICKET_DESCRIPTION_MAX_LENGTH = 200;

export const QUESTIONS_MAX_COUNT = 30;
export const QUESTION_TEXT_MAX_LENGTH = 200;
export const QUESTION_DESCRIPTION_MAX_LENGTH = 300;
export const QUESTION_OPTIONS_MIN_COUNT = 2;
export const QUESTION_OPTIONS_MAX_COUNT = 20;
export const QUESTION_OPTION_MAX_LENGTH = 100;
export const QUESTION_TYPES = ["TEXT", "TEXTAREA", "SINGLE_CHOICE", "MULTIPLE_CHOICE"] as const;
export const CHOICE_QUESTION_TYPES: readonly (typeof QUESTION_TYPES)[number][] = ["SINGLE_CHOICE", "MULTIPLE_CHOICE"];

/** Rich-text allow-list: the editor offers exactly these, the server keeps exactly these. */
export const RICH_TEXT_ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "em",
  "u",
  "s",
  "h2",
  "h3",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "a",
  "img",
] as const;
export const RICH_TEXT_LINK_SCHEMES = ["http", "https", "mailto"] as const;

/** Event admins: who may do what (issue 5 §3). Managing admins is the organiser's alone. */
export const EVENT_ADMIN_FLAGS = ["canEditEvent", "canManageRegistrations", "canCheckIn"] as const;
export type EventAdminFlag = (typeof EVENT_ADMIN_FLAGS)[number];
export const EVENT_ADMINS_MAX_COUNT = 50;

/** Messages to registrants. */
export const EVENT_MESSAGE_SUBJECT_MAX_LENGTH = 120;
export const EVENT_MESSAGE_BODY_MAX_LENGTH = 5000;
export const EVENT_MESSAGE_CHANNELS = ["inapp", "email"] as const;
export type EventMessageChannel = (typeof EVENT_MESSAGE_CHANNELS)[number];
/** Per user: a message fans out to every registrant, so it is limited far below ordinary writes. */
export const EVENT_MESSAGE_RATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;
export const EVENT_MESSAGES_HISTORY_LIMIT = 100;

/** Bulk approve / reject / waitlist: one request, each id in its own transaction. */
export const BULK_REGISTRATIONS_MAX = 200;

/** CSV export: cells that a spreadsheet would run as a formula start with one of these. */
export const CSV_FORMULA_PREFIXES = ["=", "+", "-", "@", "\t", "\r"] as const;
