import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { organizationMembers, organizations } from "../../db/schema/index.ts";

/** The roles that may host an event for an organisation (the event editor's "host as" choice). */
export const HOST_ROLES = ["OWNER", "ADMIN"] as const;

// Nobody runs hundreds of organisations; the cap only bounds the answer.
export const HOST_ORGANIZATIONS_LIMIT = 200;

export interface HostOrganization {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
}

/** GET /api/user/organizations: the organisations the caller may create events for, by name. */
export async function listHostOrganizations(db: Db, userId: string): Promise<{ organizations: HostOrganization[] }> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name, slug: organizations.slug, logo: organizations.logo })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), inArray(organizationMembers.role, [...HOST_ROLES])))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(HOST_ORGANIZATIONS_LIMIT);
  return { organizations: rows };
}
