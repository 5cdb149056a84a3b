import { canSeeRestrictedCheckIns, type ChallengeCheckIn, type ChallengeVisibility, type RegistrationStatus } from "@commons/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { challengeCheckIns, events, registrations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { isEventManagerSql, isVisibleTo, liveEventId } from "../events/event-permissions.ts";

// docs/product/challenges.md#visibility: what the feed, likes, comments and the participants list share: the
// columns of a check-in card (public fields of people only) and who may see what.

/** What a reader may see of an event's check-ins: all of them, or the public ones (and always their own). */
export type CheckInScope = "all" | "public";

export const scopeOf = (viewer: { registrationStatus: RegistrationStatus | null; isManager: boolean }): CheckInScope =>
  canSeeRestrictedCheckIns(viewer) ? "all" : "public";

/**
 * The card's columns over `c` (challenge_check_ins) joined with `u` (users), `cp` (challenge_participants)
 * and `p` (projects). Only public user columns are read, so an email or phone number cannot reach a card.
 * Nobody's likes are in them: a reader's own are laid over the page (`likedCheckIns`).
 */
export const cardColumns = sql`
  c.id, c.event_id, c.day, c.title, c.content, c.next_plan, c.image_urls, c.demo_url, c.is_public, c.checked_in_at, c.updated_at,
  c.like_count, c.comment_count,
  u.id as user_id, u.name as user_name, u.username as user_username, u.image as user_image,
  p.id as project_id, p.title as project_title, p.subtitle as project_subtitle, p.project_tags as project_tags,
  cp.check_in_count, cp.is_completed, cp.visibility_level`;

/** The ids among `ids` (a text[]) of the check-ins `viewer` likes: one probe of the likes' key per id. */
export const likedCheckIns = (ids: unknown, viewer: unknown) =>
  sql`select l.check_in_id from challenge_check_in_likes l where l.check_in_id = any(${ids}::text[]) and l.user_id = ${viewer}`;

/**
 * Each card's author, setup and project are looked up by key, row by row: `offset 0` keeps each lateral
 * subquery from being flattened into a join that a generic plan (the page's limit is a parameter) might
 * answer by hashing every participant of a large challenge.
 */
export const cardJoins = sql`
  cross join lateral (select u.id, u.name, u.username, u.image from users u where u.id = c.user_id offset 0) u
  cross join lateral (select cp.project_id, cp.check_in_count, cp.is_completed, cp.visibility_level
                      from challenge_participants cp where cp.registration_id = c.registration_id offset 0) cp
  left join lateral (select p.id, p.title, p.subtitle, p.project_tags from projects p where p.id = cp.project_id offset 0) p on true`;

export interface CardRow {
  id: string;
  event_id: string;
  day: number;
  title: string;
  content: string;
  next_plan: string;
  image_urls: string[];
  demo_url: string | null;
  is_public: boolean;
  checked_in_at: Date | string;
  updated_at: Date | string;
  like_count: number;
  comment_count: number;
  user_id: string;
  user_name: string;
  user_username: string | null;
  user_image: string | null;
  project_id: string | null;
  project_title: string | null;
  project_subtitle: string | null;
  project_tags: string[] | null;
  check_in_count: number;
  is_completed: boolean;
  visibility_level: ChallengeVisibility;
}

const iso = (v: Date | string) => new Date(v).toISOString();

export function toCheckIn(row: CardRow): ChallengeCheckIn {
  return {
    id: row.id,
    eventId: row.event_id,
    day: Number(row.day),
    title: row.title,
    content: row.content,
    nextPlan: row.next_plan,
    imageUrls: row.image_urls ?? [],
    demoUrl: row.demo_url,
    isPublic: row.is_public,
    checkedInAt: iso(row.checked_in_at),
    updatedAt: iso(row.updated_at),
    likeCount: Number(row.like_count),
    commentCount: Number(row.comment_count),
    isLiked: false,
    user: { id: row.user_id, name: row.user_name, username: row.user_username, image: row.user_image },
    project: row.project_id
      ? { id: row.project_id, title: row.project_title ?? "", subtitle: row.project_subtitle, tags: row.project_tags ?? [] }
      : null,
    registration: { checkInCount: Number(row.check_in_count), isCompleted: row.is_completed, visibilityLevel: row.visibility_level },
  };
}

const CHECK_IN_ID = /^[0-9a-f-]{36}$/i;

interface ReadableCheckIn {
  id: string;
  eventId: string;
  authorId: string;
  eventTitle: string;
}

/**
 * A check-in the caller may see, in one round trip with its event's visibility, the caller's role and
 * registration; anything else (unknown, a hidden event, a restricted check-in for a visitor) is "not found",
 * so its existence does not leak (docs/product/challenges.md#visibility).
 */
export async function loadReadableCheckIn(db: Db, checkInId: string, userId: string | null): Promise<ReadableCheckIn> {
  if (!CHECK_IN_ID.test(checkInId)) throw notFound("challenges.checkInNotFound");
  const viewer = userId ?? "";
  const [row] = await db
    .select({
      id: challengeCheckIns.id,
      eventId: challengeCheckIns.eventId,
      authorId: challengeCheckIns.userId,
      visibleToPublic: challengeCheckIns.visibleToPublic,
      eventTitle: events.title,
      eventType: events.type,
      eventStatus: events.status,
      isManager: userId ? isEventManagerSql(userId) : sql<boolean>`false`,
      registrationStatus: sql<RegistrationStatus | null>`(select r.status from ${registrations} r
        where r.event_id = ${challengeCheckIns.eventId} and r.user_id = ${viewer} limit 1)`,
    })
    .from(challengeCheckIns)
    // A deleted challenge's check-ins go with it (docs/product/organiser-console.md#deleting-an-event).
    .innerJoin(events, liveEventId(challengeCheckIns.eventId))
    .where(eq(challengeCheckIns.id, checkInId))
    .limit(1);
  if (!row || row.eventType !== "BUILDING_PUBLIC" || !isVisibleTo(row.eventStatus, row.isManager)) throw notFound("challenges.checkInNotFound");
  const sees = row.visibleToPublic || row.authorId === userId || scopeOf(row) === "all";
  if (!sees) throw notFound("challenges.checkInNotFound");
  return { id: row.id, eventId: row.eventId, authorId: row.authorId, eventTitle: row.eventTitle };
}
