import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../app-deps.ts";
import { organizations, users } from "../db/schema/index.ts";
import { normaliseSlug } from "../modules/orgs/org-access.ts";

// Whether the object an organisation's or a person's page shows exists, so the server answers such a page
// with 404 when it does not (issue 27 item 11). The same lookups as the pages' own API calls, without the rest.
const ORG_PAGE = /^\/[^/]+\/orgs\/([^/]+)\/?$/;
const USER_PAGE = /^\/[^/]+\/u\/([^/]+)\/?$/;

export function pageExists({ database }: Pick<AppDeps, "database">) {
  const { db } = database;
  return async (path: string): Promise<boolean> => {
    const org = ORG_PAGE.exec(path);
    const user = USER_PAGE.exec(path);
    const raw = org?.[1] ?? user?.[1];
    if (raw === undefined) return true;
    let handle: string;
    try {
      handle = decodeURIComponent(raw);
    } catch {
      return false;
    }
    if (org) {
      const slug = normaliseSlug(handle);
      if (!slug) return false;
      const [found] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug)).limit(1);
      return found !== undefined;
    }
    if (handle.length === 0 || handle.length > 64) return false;
    // As getPublicUser finds a person: by id or by username, any case.
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} = ${handle} or lower(${users.username}) = lower(${handle})`)
      .limit(1);
    return found !== undefined;
  };
}
