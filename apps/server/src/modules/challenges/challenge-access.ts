import { type BuildingConfig, normalizeBuildingConfig, type RegistrationStatus } from "@commons/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { challengeParticipants, events, registrations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";

// docs/product/challenges.md: every challenge route starts from the same facts about the event and the
// caller, read in one round trip: the event (visible to the caller, a BUILDING_PUBLIC one), its whole
// configuration, whether the caller manages it, their registration and their setup.

export interface ChallengeEvent {
  id: string;
  title: string;
  status: (typeof events.$inferSelect)["status"];
  startTime: Date;
  endTime: Date;
  timezone: string;
  organizerId: string;
  config: BuildingConfig;
}

export interface ChallengeViewer {
  userId: string | null;
  isManager: boolean;
  registration: { id: string; status: RegistrationStatus } | null;
  /** The caller's setup row, once saved. */
  participant: typeof challengeParticipants.$inferSelect | null;
}

export interface ChallengeContext {
  event: ChallengeEvent;
  viewer: ChallengeViewer;
}

/**
 * The challenge and the caller, or "not found" for an event the caller may not see and "not a challenge" for
 * another type. `userId` null is a visitor.
 */
export async function loadChallenge(db: Db, eventId: string, userId: string | null): Promise<ChallengeContext> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const viewerId = userId ?? "";
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      type: events.type,
      status: events.status,
      startTime: events.startTime,
      endTime: events.endTime,
      timezone: events.timezone,
      organizerId: events.organizerId,
      buildingConfig: events.buildingConfig,
      isManager: userId ? isEventManagerSql(userId) : sql<boolean>`false`,
      registration: sql<{ id: string; status: RegistrationStatus } | null>`(
        select json_build_object('id', r.id, 'status', r.status) from ${registrations} r
        where r.event_id = ${eventId} and r.user_id = ${viewerId} limit 1)`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || !isVisibleTo(row.status, row.isManager)) throw notFound("error.eventNotFound");
  if (row.type !== "BUILDING_PUBLIC") throw notFound("challenges.notAChallenge");
  const participant = row.registration
    ? ((await db.select().from(challengeParticipants).where(eq(challengeParticipants.registrationId, row.registration.id)).limit(1))[0] ?? null)
    : null;
  return {
    event: {
      id: row.id,
      title: row.title,
      status: row.status,
      startTime: row.startTime,
      endTime: row.endTime,
      timezone: row.timezone,
      organizerId: row.organizerId,
      config: normalizeBuildingConfig(row.buildingConfig),
    },
    viewer: { userId, isManager: row.isManager, registration: row.registration, participant },
  };
}
