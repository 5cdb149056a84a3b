import { EVENT_PHOTOS_PER_UPLOADER } from "@commons/domain";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventPhotos, events, registrations } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";

/** What the photo routes need to know about the event and the caller, read in one query. */
export interface PhotoContext {
  eventId: string;
  isManager: boolean;
  /**
   * The organiser (or an event admin), or an approved registrant
   * of a non-external event (docs/product/event-page.md#photos).
   */
  canUpload: boolean;
  /** Why the caller may not upload, when they may not (the 403's message). */
  refusal: "photos.externalEvent" | "photos.notAllowed" | null;
  /** Photos the caller already added to this event. */
  ownCount: number;
}

/**
 * The event's photos are visible wherever the event is: public (published or completed) events to
 * everyone, drafts and cancelled events only to their organiser and admins. For anyone else such an
 * event answers exactly like a missing id, so it cannot be probed through its photos either.
 */
export async function loadPhotoContext(db: Db, eventId: string, viewerId: string | null): Promise<PhotoContext> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  // Joined, not correlated subqueries: with a join Drizzle qualifies every column, so `events.id` can never
  // be read as a same-named column of an inner table.
  const [row] = await db
    .select({
      status: events.status,
      isExternalEvent: events.isExternalEvent,
      isManager: viewerId ? isEventManagerSql(viewerId) : sql<boolean>`false`,
      registrationStatus: registrations.status,
      ownCount: count(eventPhotos.id),
    })
    .from(events)
    .leftJoin(registrations, and(eq(registrations.eventId, events.id), eq(registrations.userId, viewerId ?? "")))
    .leftJoin(eventPhotos, and(eq(eventPhotos.eventId, events.id), eq(eventPhotos.uploaderId, viewerId ?? "")))
    .where(eq(events.id, eventId))
    .groupBy(events.id, registrations.id)
    .limit(1);
  if (!row || !isVisibleTo(row.status, row.isManager)) throw notFound("error.eventNotFound");
  const approved = row.registrationStatus === "APPROVED";
  const canUpload = viewerId !== null && (row.isManager || (approved && !row.isExternalEvent));
  let refusal: PhotoContext["refusal"] = null;
  if (!canUpload) refusal = approved && row.isExternalEvent ? "photos.externalEvent" : "photos.notAllowed";
  return { eventId, isManager: row.isManager, canUpload, refusal, ownCount: Number(row.ownCount) };
}

/** 403 with the reason, for a caller who may not add photos. */
export function assertCanUpload(ctx: PhotoContext): void {
  if (!ctx.canUpload) throw new AppError(403, "FORBIDDEN", ctx.refusal ?? "photos.notAllowed");
}

/** How many more photos the caller may add (0 for someone who may not add any). */
export function remainingFor(ctx: PhotoContext): number {
  return ctx.canUpload ? Math.max(0, EVENT_PHOTOS_PER_UPLOADER - ctx.ownCount) : 0;
}

/** The caller's photo count inside a transaction, after the per-uploader lock is held. */
export async function countOwnPhotos(db: Db, eventId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.uploaderId, userId)));
  return Number(row?.n ?? 0);
}
