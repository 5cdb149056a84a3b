import { z } from "zod";
import { USER_SEARCH_LIMIT } from "../hackathons/hackathon-constants.ts";

// docs/product/hackathons.md#team-member-search: who can be added to a team, found by name or username.

/** Ours: ids an `exclude` may list (a team is at most 20 people; the rest is slack). */
export const USER_SEARCH_EXCLUDE_MAX = 50;
/** Ours: a query longer than any name or username finds nothing anyway. */
export const USER_SEARCH_QUERY_MAX = 100;
/** Ours: searches per person per minute. Typing with the 300 ms pause makes a few per second at most. */
export const USER_SEARCH_RATE_LIMIT = { limit: 60, windowSeconds: 60 } as const;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** `GET /api/users/search?query=&limit=&exclude=`. */
export const userSearchQuerySchema = z.object({
  query: z.string().trim().max(USER_SEARCH_QUERY_MAX).default(""),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(USER_SEARCH_LIMIT).default(USER_SEARCH_LIMIT)),
  /** Comma-separated user ids, e.g. the members already on the team. */
  exclude: z
    .string()
    .max(USER_SEARCH_EXCLUDE_MAX * 65)
    .default("")
    .transform((v) => [...new Set(v.split(",").map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(64)).max(USER_SEARCH_EXCLUDE_MAX)),
});
export type UserSearchQuery = z.output<typeof userSearchQuerySchema>;

/** LIKE's wildcards in a person's query are plain characters. */
export function escapeLikePattern(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
