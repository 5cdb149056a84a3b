import { translate } from "@commons/domain";
import type { DeletedEvent } from "@commons/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { events, registrations } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { notifyHostSubscribers } from "../engagement/subscriptions.service.ts";
import { notifyMany, queueMailToUsers } from "./console-notices.ts";
import { forgetEventLiveness } from "../events/event-gone.ts";
import { requireEventAccess } from "../events/event-permissions.ts";

type Deps = Pick<AppDeps, "database" | "env" | "mail" | "log">;

export interface LifecycleResult {
  event: { id: string; status: (typeof events.$inferSelect)["status"]; publishedAt: string | null };
}

function result(row: { id: string; status: LifecycleResult["event"]["status"]; publishedAt: Date | null }): LifecycleResult {
  return { event: { id: row.id, status: row.status, publishedAt: row.publishedAt?.toISOString() ?? null } };
}

/** Registrations that still expect the event to happen: these people hear that it is called off. */
const ACTIVE = ["APPROVED", "PENDING", "WAITLISTED"] as const;

/**
 * DRAFT → PUBLISHED. The first publication announces the event to the host's subscribers, in the same
 * transaction; a republish (after an earlier publication) announces nothing again.
 */
export async function publishEvent(deps: Deps, userId: string, eventId: string): Promise<LifecycleResult> {
  const db = deps.database.db;
  await requireEventAccess(db, eventId, userId, "canEditEvent");
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [before] = await tx.select({ publishedAt: events.publishedAt }).from(events).where(eq(events.id, eventId)).for("update");
    if (!before) throw notFound("error.eventNotFound");
    const [row] = await tx
      .update(events)
      .set({ status: "PUBLISHED", publishedAt: sql`coalesce(${events.publishedAt}, now())`, updatedAt: new Date() })
      .where(and(eq(events.id, eventId), eq(events.status, "DRAFT")))
      .returning({ id: events.id, status: events.status, publishedAt: events.publishedAt });
    if (!row) throw conflict("console.error.notDraft");
    if (!before.publishedAt) await notifyHostSubscribers(tx, eventId);
    return result(row);
  });
}

/**
 * PUBLISHED or DRAFT → CANCELLED. Registrations are kept as they were (the history stays readable);
 * everyone still expecting the event gets an in-app notice with the cancellation and an e-mail.
 */
export async function cancelEvent(deps: Deps, userId: string, eventId: string): Promise<LifecycleResult> {
  const db = deps.database.db;
  await requireEventAccess(db, eventId, userId, "canEditEvent");
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .update(events)
      .set({ status: "CANCELLED", updatedAt: new Date() })
      .where(and(eq(events.id, eventId), inArray(events.status, ["PUBLISHED", "DRAFT"])))
      .returning({ id: events.id, status: events.status, publishedAt: events.publishedAt, title: events.title });
    if (!row) throw conflict("console.error.cannotCancel");
    const people = await tx
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), inArray(registrations.status, [...ACTIVE])));
    const recipients = people.map((p) => p.userId);
    await notifyMany(tx, recipients, { type: "eventCancelled", params: { event: row.title }, link: `/events/${eventId}` });
    // People have no stored language yet, so the mail carries both (Chinese first), like registration mail.
    await queueMailToUsers(tx, recipients, (user) => ({
      subject: translate("zh", "console.email.eventCancelled.subject", { event: row.title }),
      text: (["zh", "en"] as const)
        .map((l) => translate(l, "console.email.eventCancelled.body", { name: user.name, event: row.title, link: `${deps.env.publicUrl}/${l}/events/${eventId}` }))
        .join("\n\n————\n\n"),
    }));
    return row;
  });
  return result(row);
}

/** PUBLISHED → COMPLETED: the event moves to the past lists at once, even before its end time. */
export async function completeEvent(deps: Deps, userId: string, eventId: string): Promise<LifecycleResult> {
  const db = deps.database.db;
  await requireEventAccess(db, eventId, userId, "canEditEvent");
  const [row] = await db
    .update(events)
    .set({ status: "COMPLETED", updatedAt: new Date() })
    .where(and(eq(events.id, eventId), eq(events.status, "PUBLISHED")))
    .returning({ id: events.id, status: events.status, publishedAt: events.publishedAt });
  if (!row) throw conflict("console.error.cannotComplete");
  return result(row);
}

/**
 * DRAFT or CANCELLED → deleted, by the organiser alone (docs/product/organiser-console.md#deleting-an-event). Soft:
 * the row, its registrations and everything else stay, `deleted_at` is set, and from then on every list leaves
 * the event out and every route naming it answers 410 (events/event-gone.ts). A published event must be
 * cancelled first, which tells the people registered; a completed one is history and stays.
 */
export async function deleteEvent(deps: Pick<AppDeps, "database">, userId: string, eventId: string): Promise<DeletedEvent> {
  const db = deps.database.db;
  await requireEventAccess(db, eventId, userId, "organizer");
  const now = new Date();
  const [row] = await db
    .update(events)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(events.id, eventId), inArray(events.status, ["DRAFT", "CANCELLED"]), isNull(events.deletedAt)))
    .returning({ id: events.id });
  if (!row) throw conflict("console.error.cannotDelete");
  forgetEventLiveness(db, eventId);
  return { event: { id: row.id, deletedAt: now.toISOString() } };
}
