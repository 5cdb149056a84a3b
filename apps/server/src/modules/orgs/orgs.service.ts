import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, organizationMembers, organizations, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { listEventCards, pastEvent, pastOrder, upcomingEvent, upcomingOrder } from "../events/event-cards.queries.ts";
import { userSummaryColumns } from "../users/user-summary.ts";
import { isHostRole, normaliseSlug, organizationColumns } from "./org-access.ts";

// An organisation page shows what is coming and a recent history; older events stay searchable on /events.
export const ORG_UPCOMING_LIMIT = 24;
export const ORG_PAST_LIMIT = 12;
export const ORG_MEMBERS_LIMIT = 100;

/** The public page; `canEdit` tells a signed-in owner or admin that the page offers them its editor. */
export async function getOrganizationPage(db: Db, slug: string, viewerId: string | null = null, now = new Date()) {
  const normalised = normaliseSlug(slug);
  if (!normalised) throw notFound("error.orgNotFound");
  const [organization] = await db
    .select(organizationColumns)
    .from(organizations)
    .where(eq(organizations.slug, normalised))
    .limit(1);
  if (!organization) throw notFound("error.orgNotFound");

  const ours = eq(events.organizationId, organization.id);
  const [members, upcomingEvents, pastEvents, viewerRole] = await Promise.all([
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
    viewerId
      ? db
          .select({ role: organizationMembers.role })
          .from(organizationMembers)
          .where(and(eq(organizationMembers.organizationId, organization.id), eq(organizationMembers.userId, viewerId)))
      : Promise.resolve([]),
  ]);
  return { organization, members, upcomingEvents, pastEvents, canEdit: isHostRole(viewerRole[0]?.role) };
}
