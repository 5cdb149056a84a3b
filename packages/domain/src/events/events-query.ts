import { z } from "zod";
import { EVENT_TYPES } from "./event-enums.ts";

export const EVENTS_QUERY_WHEN = ["upcoming", "past"] as const;
export const EVENTS_QUERY_MAX_LENGTH = 100;
export const EVENTS_TAG_MAX_LENGTH = 50;
export const EVENTS_MAX_PAGE = 10_000;

// A query string sends "" for a cleared input (`?q=&type=`); that means "not given", not "invalid".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * `GET /api/events` search parameters. A plain (stripping) object: query strings collect stray keys
 * from links and trackers, which are ignored rather than refused.
 */
export const eventsQuerySchema = z.object({
  when: z.preprocess(blankToUndefined, z.enum(EVENTS_QUERY_WHEN).default("upcoming")),
  type: z.preprocess(blankToUndefined, z.enum(EVENT_TYPES).optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(EVENTS_QUERY_MAX_LENGTH).optional()),
  tag: z.preprocess(blankToUndefined, z.string().trim().max(EVENTS_TAG_MAX_LENGTH).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(EVENTS_MAX_PAGE).default(1)),
});

export type EventsQuery = z.output<typeof eventsQuerySchema>;
