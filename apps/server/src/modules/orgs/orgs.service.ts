import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, organizationMembers, organizations, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { listEventCards, pastEvent, pastOrder, upcomingEvent, upcomingOrder } from "../events/event-cards.queries.ts";
import { userSummaryColumns } from "../users/user-summary.ts";

// An organisation page shows what is coming and a recent history; older events stay searchable on /events.
export const ORG_UPCOMING_LIMIT = 24;
export const ORG_PAST_LIMIT = 12;
export const ORG_MEMBERS_LIMIT = 100;

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export async function getOrganizationPage(db: Db, slug: string, now = new Date()) {
  const normalised = slug.toLowerCase();
  if (!SLUG_PATTERN.test(normalised)) throw notFound("error.orgNotFound");
  const [organization] = await db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      logo: organizations.logo,
      description: organizations.description,
      website: organizations.website,
      city: organizations.city,
    })
    .from(organizations)
    .where(eq(organizations.slug, normalised))
    .limit(1);
  if (!organization) throw notFound("error.orgNotFound");

  const ours = eq(events.organizationId, organization.id);
  const [members, upcomingEvents, pastEvents] = await Promise.all([
    db
      .select({ user: userSummaryColumns, role: organizationMembers.role })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(eq(organizationMembers.organizationId, organization.id))
      // Owners first, then admins, then members by seniority.
      .orderBy(
        sql`case ${organizationMembers.role} when 'OWNER' then 0 when 'ADMIN' then 1 else 2 end`,
        asc(organizationMembers.joinedAt),
        asc(users.id),
      )
      .limit(ORG_MEMBERS_LIMIT),
    listEventCards(db, { where: and(ours, upcomingEvent(now))!, orderBy: upcomingOrder, limit: ORG_UPCOMING_LIMIT }),
    listEventCards(db, { where: and(ours, pastEvent(now))!, orderBy: pastOrder, limit: ORG_PAST_LIMIT }),
  ]);
  return { organization, members, upcomingEvents, pastEvents };
}
