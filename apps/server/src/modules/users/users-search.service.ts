import { escapeLikePattern, USER_SEARCH_MIN_CHARS, type UserSearchQuery, type UserSearchResult } from "@commons/domain";
import { and, asc, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

// Only these columns are ever selected: email and phone never leave, and are never matched either, so a
// search cannot probe whether an address or number belongs to someone (design rule 4).
const columns = { id: users.id, name: users.name, username: users.username, image: users.image, userRoleString: users.userRoleString };
const username = sql`lower(${users.username})`;
const name = sql`lower(${users.name})`;

/**
 * docs/product/hackathons.md#team-member-search. Two steps, each in a fixed order:
 * 1. prefix matches, which the indexes of migration 0007 answer: the exact username first, then usernames
 *    and names that start with the query (shortest name first, then by name and id);
 * 2. only when those leave room, names and usernames that contain the query elsewhere (a scan, bounded by
 *    the limit's early stop and the 2-character minimum).
 */
export async function searchUsers(db: Db, { query, limit, exclude }: UserSearchQuery): Promise<UserSearchResult[]> {
  if ([...query].length < USER_SEARCH_MIN_CHARS) return [];
  const q = query.toLowerCase();
  const prefix = `${escapeLikePattern(q)}%`;
  const contains = `%${escapeLikePattern(q)}%`;
  const excluded = (ids: string[]): SQL | undefined => (ids.length ? notInArray(users.id, ids) : undefined);

  const first = await db
    .select(columns)
    .from(users)
    .where(and(sql`(${username} like ${prefix} or ${name} like ${prefix})`, excluded(exclude)))
    .orderBy(sql`${username} = ${q} desc nulls last`, sql`${username} like ${prefix} desc nulls last`, sql`length(${users.name})`, asc(users.name), asc(users.id))
    .limit(limit);
  if (first.length >= limit) return first;

  const rest = await db
    .select(columns)
    .from(users)
    .where(and(sql`(${username} like ${contains} or ${name} like ${contains})`, excluded([...exclude, ...first.map((u) => u.id)])))
    .orderBy(sql`length(${users.name})`, asc(users.name), asc(users.id))
    .limit(limit - first.length);
  return [...first, ...rest];
}
