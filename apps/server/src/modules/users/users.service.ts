import { isPlaceholderEmail } from "@commons/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { listEventCards, pastEvent, pastOrder, upcomingEvent, upcomingOrder } from "../events/event-cards.queries.ts";
import type { EventCard, UserSummary } from "@commons/domain";

// A profile page lists a host's recent history, not all of it; the events page has the full search.
export const ORGANIZED_EVENTS_LIMIT = 24;

export type PublicUser = UserSummary & {
  bio: string | null;
  currentWorkOn: string | null;
  city: string | null;
  region: string | null;
  skills: string[];
  email?: string;
  wechatId?: string;
  organizedEvents: EventCard[];
};

/**
 * A person's public page. Contact fields appear only when the person chose to show them (design rule 4);
 * the phone number never does.
 */
export async function getPublicUser(db: Db, idOrUsername: string, now = new Date()): Promise<PublicUser> {
  if (idOrUsername.length === 0 || idOrUsername.length > 64) throw notFound("error.userNotFound");
  // Ids and handles cannot collide in practice (UUIDs vs. 3-30 chars), but the id wins if they ever do.
  const [u] = await db
    .select()
    .from(users)
    .where(sql`${users.id} = ${idOrUsername} or lower(${users.username}) = lower(${idOrUsername})`)
    .orderBy(sql`${users.id} = ${idOrUsername} desc`)
    .limit(1);
  if (!u) throw notFound("error.userNotFound");

  const mine = eq(events.organizerId, u.id);
  const upcoming = await listEventCards(db, { where: and(mine, upcomingEvent(now))!, orderBy: upcomingOrder, limit: ORGANIZED_EVENTS_LIMIT });
  const past =
    upcoming.length < ORGANIZED_EVENTS_LIMIT
      ? await listEventCards(db, { where: and(mine, pastEvent(now))!, orderBy: pastOrder, limit: ORGANIZED_EVENTS_LIMIT - upcoming.length })
      : [];

  const user: PublicUser = {
    id: u.id,
    name: u.name,
    username: u.username,
    image: u.image,
    bio: u.bio,
    userRoleString: u.userRoleString,
    currentWorkOn: u.currentWorkOn,
    city: u.city,
    region: u.region,
    skills: u.skills,
    membershipLevel: u.membershipLevel,
    creatorLevel: u.creatorLevel,
    mentorLevel: u.mentorLevel,
    contributorLevel: u.contributorLevel,
    organizedEvents: [...upcoming, ...past],
  };
  if (u.showEmail && !isPlaceholderEmail(u.email)) user.email = u.email;
  if (u.showWechat && u.wechatId) user.wechatId = u.wechatId;
  return user;
}
