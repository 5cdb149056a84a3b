import { z } from "zod";

// docs/product/people.md#participants and #mutual-interest: request schemas and the numbers that are ours
// (the page size, 12, is the spec's: PARTICIPANTS_PAGE_SIZE in events/event-enums.ts).

/** Ours: a search longer than this is refused (422 naming `q`); nobody's name or bio needs more to be found. */
export const PARTICIPANTS_SEARCH_MAX_LENGTH = 100;
/** Ours: pages beyond this are refused, so an offset can never make the database scan without end. */
export const PARTICIPANTS_MAX_PAGE = 1000;
/** The participants dialog waits this long after the last keystroke before it asks the server (ours, as the spec's team search). */
export const PARTICIPANTS_SEARCH_DEBOUNCE_MS = 300;
/** Ours: GET /api/events/{id}/project-submissions answers at most this many projects, oldest registration first. */
export const PROJECT_SUBMISSIONS_LIMIT = 500;
/** Ours: interest marks per person per minute; enough to go through a whole list, too few to spam a target. */
export const PARTICIPANT_INTEREST_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

// "" from a cleared query parameter means "not given".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** `GET /api/events/{id}/participants?page=&q=`; stray keys are ignored. */
export const participantsQuerySchema = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(PARTICIPANTS_MAX_PAGE).default(1)),
  q: z.preprocess(blankToUndefined, z.string().trim().max(PARTICIPANTS_SEARCH_MAX_LENGTH).optional()),
});
export type ParticipantsQuery = z.output<typeof participantsQuerySchema>;

/** `POST /api/events/{id}/participant-interests`: toggles the caller's mark on one participant. */
export const participantInterestToggleSchema = z.strictObject({
  targetUserId: z.string().trim().min(1).max(64),
});
export type ParticipantInterestToggle = z.infer<typeof participantInterestToggleSchema>;
