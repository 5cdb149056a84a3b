/** Check-in opens 2 hours before the start and closes at the end (docs/product/registration.md#check-in-ticket). */
export const CHECK_IN_OPENS_BEFORE_MS = 2 * 60 * 60 * 1000;

/**
 * Manual ticket codes are read aloud and typed on a phone at the door: no 0/O, 1/I/L, no lower case.
 * 8 characters of 31 give ~8.5e11 codes, unguessable at the door; the QR carries a signed token anyway.
 */
export const TICKET_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const TICKET_CODE_LENGTH = 8;

/** Answer length caps by question type (ours; the spec names the types only). */
export const ANSWER_TEXT_MAX_LENGTH = 200;
export const ANSWER_TEXTAREA_MAX_LENGTH = 2000;
export const MAX_ANSWERS = 100;

/** The organiser's registration list pages by 20. */
export const REGISTRATIONS_PAGE_SIZE = 20;

/**
 * Six stages are offered; the hackathon feature creates projects with stage
 * IDEA, so both are accepted (docs/product/registration.md#projects).
 */
export const PROJECT_STAGES = [
  "IDEA",
  "IDEA_VALIDATION",
  "PROTOTYPING",
  "DEVELOPMENT",
  "MVP",
  "LAUNCHED",
  "GROWTH",
] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];
export const PROJECT_TITLE_MAX_LENGTH = 255;
export const PROJECT_SUBTITLE_MAX_LENGTH = 255;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 5000;

/** When check-in opens: 2 hours before the start (docs/product/registration.md#check-in-ticket). */
export function checkInOpensAt(event: { startTime: Date | string }): Date {
  return new Date(new Date(event.startTime).getTime() - CHECK_IN_OPENS_BEFORE_MS);
}

/** Whether check-in is open at `now`: [start − 2 h, end). */
export function checkInWindow(
  event: { startTime: Date | string; endTime: Date | string },
  now: Date = new Date(),
): "notOpen" | "open" | "closed" {
  const end = new Date(event.endTime).getTime();
  if (now.getTime() < checkInOpensAt(event).getTime()) return "notOpen";
  return now.getTime() >= end ? "closed" : "open";
}
