import { hostTargetOf, type HostTarget } from "@commons/domain";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, hostSubscriptions, organizations, users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { notify } from "../notifications/notifications.service.ts";

type Target = NonNullable<ReturnType<typeof hostTargetOf>>;

/** Exactly one existing host, never the caller themself; anything else is a clear 4xx. */
async function resolveTarget(db: Db, input: HostTarget, userId: string | null): Promise<Target> {
  const target = hostTargetOf(input);
  // Both refusals name the fields they are about, like every refusal of a field (design rule 11).
  if (!target) throw new AppError(400, "BAD_REQUEST", "engagement.subscription.oneTarget", {}, [
    { field: "organizationId", message: "engagement.subscription.oneTarget" },
    { field: "hostUserId", message: "engagement.subscription.oneTarget" },
  ]);
  if (target.kind === "user" && target.id === userId) {
    throw new AppError(400, "BAD_REQUEST", "engagement.subscription.self", {}, [{ field: "hostUserId", message: "engagement.subscription.self" }]);
  }
  const exists =
    target.kind === "organization"
      ? await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, target.id)).limit(1)
      : await db.select({ id: users.id }).from(users).where(eq(users.id, target.id)).limit(1);
  if (exists.length === 0) throw notFound(target.kind === "organization" ? "error.orgNotFound" : "error.userNotFound");
  return target;
}

function targetWhere(userId: string, target: Target) {
  return and(
    eq(hostSubscriptions.userId, userId),
    target.kind === "organization" ? eq(hostSubscriptions.organizationId, target.id) : eq(hostSubscriptions.hostUserId, target.id),
  );
}

/** Signed out, nobody is subscribed to anything (the page then offers the login prompt). */
export async function getSubscriptionStatus(db: Db, input: HostTarget, userId: string | null) {
  const target = await resolveTarget(db, input, userId);
  if (!userId) return { subscribed: false };
  const [row] = await db.select({ id: hostSubscriptions.id }).from(hostSubscriptions).where(targetWhere(userId, target)).limit(1);
  return { subscribed: Boolean(row) };
}

/** Idempotent: `created` is false when the subscription already existed (the route answers 200, not 201). */
export async function subscribe(db: Db, input: HostTarget, userId: string) {
  const target = await resolveTarget(db, input, userId);
  const inserted = await db
    .insert(hostSubscriptions)
    .values({
      userId,
      ...(target.kind === "organization" ? { organizationId: target.id } : { hostUserId: target.id }),
    })
    // The partial unique indexes (user, org) and (user, host user) make a repeat a no-op, even when racing.
    .onConflictDoNothing()
    .returning({ id: hostSubscriptions.id });
  return { subscribed: true as const, created: inserted.length > 0 };
}

export async function unsubscribe(db: Db, input: HostTarget, userId: string) {
  const target = await resolveTarget(db, input, userId);
  await db.delete(hostSubscriptions).where(targetWhere(userId, target));
  return { subscribed: false as const };
}

/**
 * Tells everyone subscribed to the event's organisation or to its organiser that it is published
 * (`hostPublished`, linking to the event page). A person subscribed to both hears once; the organiser
 * never hears about their own event. The notice names the host the person follows: the organisation
 * when they follow it, else the organiser. Only a PUBLISHED event is announced, so a draft title never
 * leaks. `db` may be the publishing transaction. Answers how many people were notified.
 */
export async function notifyHostSubscribers(db: Db, eventId: string): Promise<number> {
  const [event] = await db
    .select({
      title: events.title,
      status: events.status,
      organizerId: events.organizerId,
      organizationId: events.organizationId,
      organizerName: users.name,
      organizationName: organizations.name,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .leftJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event || event.status !== "PUBLISHED") return 0;

  const hosts = event.organizationId
    ? or(eq(hostSubscriptions.organizationId, event.organizationId), eq(hostSubscriptions.hostUserId, event.organizerId))
    : eq(hostSubscriptions.hostUserId, event.organizerId);
  const subscribers = await db
    .select({
      userId: hostSubscriptions.userId,
      viaOrganization: sql<boolean>`bool_or(${hostSubscriptions.organizationId} is not null)`,
    })
    .from(hostSubscriptions)
    .where(and(hosts, ne(hostSubscriptions.userId, event.organizerId)))
    .groupBy(hostSubscriptions.userId)
    .orderBy(asc(hostSubscriptions.userId));

  for (const s of subscribers) {
    const host = s.viaOrganization && event.organizationName ? event.organizationName : event.organizerName;
    await notify(db, { userId: s.userId, type: "hostPublished", params: { host, event: event.title }, link: `/events/${eventId}` });
  }
  return subscribers.length;
}
