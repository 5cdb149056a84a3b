import { type BuildingConfig, normalizeBuildingConfig, type RegistrationStatus } from "@commons/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedSql } from "../../db/prepared-sql.ts";
import { events } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";
import { type CheckInScope, likedCheckIns, scopeOf } from "./check-in-view.ts";

// docs/product/challenges.md: every challenge route starts from the same facts about the event and the
// caller, read in one round trip: the event (visible to the caller, a BUILDING_PUBLIC one), its whole
// configuration, whether the caller manages it, their registration and whether they set up. The feed asks in
// the same round trip which of a page's check-ins the caller likes (challenge-feed.service.ts).

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
  /** Whether the caller saved their setup (their participant row exists). */
  setUp: boolean;
  /** Which check-ins the caller may see: all, or the public ones and their own. */
  scope: CheckInScope;
  /** Those of the check-ins asked about (`likedAmong`) that the caller likes. */
  liked: ReadonlySet<string>;
}

export interface ChallengeContext {
  event: ChallengeEvent;
  viewer: ChallengeViewer;
}

interface Row {
  id: string;
  title: string;
  type: string;
  status: ChallengeEvent["status"];
  start_time: Date | string;
  end_time: Date | string;
  timezone: string;
  organizer_id: string;
  building_config: unknown;
  is_manager: boolean;
  registration_id: string | null;
  registration_status: RegistrationStatus | null;
  set_up: boolean;
  liked: string[] | null;
}

const viewer = sql.placeholder("viewer");

/**
 * Prepared once: PostgreSQL plans it once per connection, and the feed, its hottest caller, binds values
 * only. Every part is an indexed probe by the event's id, the caller's id ('' for a visitor, who matches
 * nothing) or the likes' key.
 */
const statement = preparedSql(
  "challenge_context",
  sql`
    select events.id, events.title, events.type, events.status, events.start_time, events.end_time, events.timezone,
           events.organizer_id, events.building_config, ${isEventManagerSql(viewer)} as is_manager,
           r.id as registration_id, r.status as registration_status,
           exists (select 1 from challenge_participants cp where cp.registration_id = r.id) as set_up,
           array(${likedCheckIns(sql.placeholder("likedAmong"), viewer)}) as liked
    from events
    left join registrations r on r.event_id = events.id and r.user_id = ${viewer}
    where events.id = ${sql.placeholder("eventId")}`,
);

/**
 * The challenge and the caller, or "not found" for an event the caller may not see and "not a challenge" for
 * another type. `userId` null is a visitor. `likedAmong`: check-in ids to learn the caller's likes of.
 */
export async function loadChallenge(db: Db, eventId: string, userId: string | null, likedAmong: readonly string[] = []): Promise<ChallengeContext> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const [row] = await statement<Row>(db, { eventId, viewer: userId ?? "", likedAmong: userId ? likedAmong : [] });
  if (!row || !isVisibleTo(row.status, row.is_manager)) throw notFound("error.eventNotFound");
  if (row.type !== "BUILDING_PUBLIC") throw notFound("challenges.notAChallenge");
  const registration = row.registration_id ? { id: row.registration_id, status: row.registration_status! } : null;
  const isManager = row.is_manager;
  // Read into a whole document when first asked for: the feed, the hottest caller, never asks.
  let config: BuildingConfig | undefined;
  return {
    event: {
      id: row.id,
      title: row.title,
      status: row.status,
      startTime: new Date(row.start_time),
      endTime: new Date(row.end_time),
      timezone: row.timezone,
      organizerId: row.organizer_id,
      get config() {
        return (config ??= normalizeBuildingConfig(row.building_config));
      },
    },
    viewer: {
      userId,
      isManager,
      registration,
      setUp: row.set_up,
      scope: scopeOf({ registrationStatus: registration?.status ?? null, isManager }),
      liked: new Set(row.liked ?? []),
    },
  };
}
