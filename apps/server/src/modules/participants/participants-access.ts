import { canSeeParticipants, type ParticipantsVisibility, type RegistrationStatus } from "@commons/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, registrations } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo, type EventStatus } from "../events/event-permissions.ts";

/**
 * What every "people around the event" route (participants, their projects and cards, interests) needs
 * to know about the event and the caller, read in one query (docs/product/people.md#who-sees-participants).
 */
export interface ParticipantsAccess {
  eventId: string;
  status: EventStatus;
  isExternalEvent: boolean;
  startTime: Date;
  endTime: Date;
  visibility: ParticipantsVisibility;
  viewerId: string | null;
  /** The organiser or an event admin. */
  isManager: boolean;
  /** The caller's own registration status, null without one. */
  registrationStatus: RegistrationStatus | null;
  isApprovedRegistrant: boolean;
  /** May see the participants, their projects and their cards. */
  canSee: boolean;
}

/**
 * The event and the caller's standing on it. Unknown ids, and drafts or cancelled events for anyone
 * without a role on them, answer 404 alike, so nothing can be probed through the people routes.
 */
export async function loadParticipantsAccess(db: Db, eventId: string, viewerId: string | null): Promise<ParticipantsAccess> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const [row] = await db
    .select({
      status: events.status,
      isExternalEvent: events.isExternalEvent,
      startTime: events.startTime,
      endTime: events.endTime,
      visibility: events.participantsVisibility,
      isManager: viewerId ? isEventManagerSql(viewerId) : sql<boolean>`false`,
      registrationStatus: registrations.status,
    })
    .from(events)
    .leftJoin(registrations, and(eq(registrations.eventId, events.id), eq(registrations.userId, viewerId ?? "")))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || !isVisibleTo(row.status, row.isManager)) throw notFound("error.eventNotFound");
  const isApprovedRegistrant = viewerId !== null && row.registrationStatus === "APPROVED";
  const canSee = canSeeParticipants(row.visibility, { signedIn: viewerId !== null, isManager: row.isManager, isApprovedRegistrant });
  return {
    eventId,
    status: row.status,
    isExternalEvent: row.isExternalEvent,
    startTime: row.startTime,
    endTime: row.endTime,
    visibility: row.visibility,
    viewerId,
    isManager: row.isManager,
    registrationStatus: row.registrationStatus ?? null,
    isApprovedRegistrant,
    canSee,
  };
}

/** 403 for a caller who may not see this event's participants (the page ignores it silently). */
export function assertCanSeeParticipants(access: ParticipantsAccess): void {
  if (!access.canSee) throw new AppError(403, "FORBIDDEN", "participants.hidden");
}
