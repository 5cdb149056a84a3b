import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { organizationMembers, organizations } from "../../db/schema/index.ts";
import { HOST_ROLES } from "./host-organizations.service.ts";

// Slugs are lower-case ASCII; anything else names no organisation, without a query.
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The columns of an organisation everyone may read (the `Organization` schema). */
export const organizationColumns = {
  id: organizations.id,
  slug: organizations.slug,
  name: organizations.name,
  logo: organizations.logo,
  description: organizations.description,
  website: organizations.website,
  city: organizations.city,
};

/** Slugs are matched regardless of case; null when it cannot be one. */
export function normaliseSlug(slug: string): string | null {
  const normalised = slug.toLowerCase();
  return SLUG_PATTERN.test(normalised) ? normalised : null;
}

export function isHostRole(role: string | null | undefined): boolean {
  return (HOST_ROLES as readonly string[]).includes(role ?? "");
}

/** Whether this person is one of the organisation's owners or admins, as a condition for a statement. */
export function hostMembership(db: Db, organizationId: string, userId: string) {
  return db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
        inArray(organizationMembers.role, [...HOST_ROLES]),
      ),
    );
}
