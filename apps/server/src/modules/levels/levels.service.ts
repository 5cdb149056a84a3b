import {
  type AdminUserLevels,
  getLevel,
  isLevelOfTrack,
  LEVEL_IDS_BY_TRACK,
  LEVEL_HISTORY_LIMIT,
  type LevelGrantInputParsed,
  type LevelTrack,
  levelBadges,
  levelProgress,
  type LevelHolder,
  type Locale,
  requirementParams,
  storedLevel,
  translate,
  type UserLevels,
} from "@commons/domain";
import { aliasedTable, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { levelChanges, users } from "../../db/schema/index.ts";
import { conflict, fieldError, notFound } from "../../lib/errors.ts";
import { notify } from "../notifications/notifications.service.ts";
import { userSummaryColumns } from "../users/user-summary.ts";

// docs/product/accounts-and-profile.md#level-badges: levels are granted by community admins, with a reason,
// one track at a time; the history and the notice commit with the change.

const COLUMN = {
  membership: users.membershipLevel,
  creator: users.creatorLevel,
  mentor: users.mentorLevel,
  contributor: users.contributorLevel,
} as const;
const FIELD = { membership: "membershipLevel", creator: "creatorLevel", mentor: "mentorLevel", contributor: "contributorLevel" } as const;

function tracksOf(user: LevelHolder, locale: Locale) {
  return levelProgress(user).map(({ track, held, next }) => {
    const requirement = getLevel(next)?.requirement;
    return { track, held, next, nextRequirement: requirement ? translate(locale, requirement.key, requirementParams(requirement.params, locale)) : null };
  });
}

/** `GET /api/users/{idOrUsername}/levels`: only what the public profile already shows, worked out per track. */
export async function publicUserLevels(db: Db, idOrUsername: string, locale: Locale): Promise<UserLevels> {
  if (idOrUsername.length === 0 || idOrUsername.length > 64) throw notFound("error.userNotFound");
  const [user] = await db
    .select(userSummaryColumns)
    .from(users)
    .where(sql`${users.id} = ${idOrUsername} or lower(${users.username}) = lower(${idOrUsername})`)
    .orderBy(sql`${users.id} = ${idOrUsername} desc`)
    .limit(1);
  if (!user) throw notFound("error.userNotFound");
  return { userId: user.id, badges: levelBadges(user), tracks: tracksOf(user, locale) };
}

const admins = aliasedTable(users, "admins");

/** `GET /api/admin/users/{userId}/levels`: the person, their levels and their history, newest first. */
export async function adminUserLevels(db: Db, userId: string, locale: Locale): Promise<AdminUserLevels> {
  const [user] = await db
    .select({ ...userSummaryColumns, siteRole: users.siteRole })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound("error.userNotFound");
  const history = await db
    .select({ change: levelChanges, admin: { id: admins.id, name: admins.name, username: admins.username } })
    .from(levelChanges)
    .leftJoin(admins, eq(admins.id, levelChanges.changedBy))
    .where(eq(levelChanges.userId, userId))
    .orderBy(desc(levelChanges.createdAt), desc(levelChanges.id))
    .limit(LEVEL_HISTORY_LIMIT);
  const { siteRole, ...summary } = user;
  return {
    user: summary,
    siteRole: siteRole === "ADMIN" ? "ADMIN" : null,
    tracks: tracksOf(user, locale),
    history: history.map(({ change, admin }) => ({
      id: change.id,
      track: change.track as LevelTrack,
      fromLevel: change.fromLevel,
      toLevel: change.toLevel,
      reason: change.reason,
      changedBy: admin?.id ? { id: admin.id, name: admin.name, username: admin.username } : null,
      createdAt: change.createdAt.toISOString(),
    })),
  };
}

/** Which notice the person gets: a higher level is a grant, a lower one a change, none a removal. */
function noticeOf(track: LevelTrack, from: string | null, to: string | null) {
  const trackKey = `levelTrack.${track}`;
  if (to === null) return { type: "levelRemoved" as const, params: { trackKey, levelKey: getLevel(from)?.labelKey ?? trackKey } };
  const rank = (id: string | null) => (LEVEL_IDS_BY_TRACK[track] as readonly (string | null)[]).indexOf(id);
  return { type: rank(to) > rank(from) ? ("levelGranted" as const) : ("levelLowered" as const), params: { trackKey, levelKey: getLevel(to)!.labelKey } };
}

/**
 * Sets one track's level, writes the history row and notifies the person, all in one transaction; the row
 * is locked first, so two admins changing the same person at once are recorded one after the other with
 * the right "from". The same level again is a 409 and writes nothing (a retried grant adds no second row).
 */
export async function grantLevel(db: Db, adminId: string, userId: string, input: LevelGrantInputParsed, locale: Locale): Promise<AdminUserLevels> {
  const track = input.track;
  // The schema refused a level of another track already (levelGrantInputSchema); this keeps the type honest.
  if (input.level !== null && !isLevelOfTrack(track, input.level)) throw fieldError("level", "levels.level.wrongTrack");
  const to = storedLevel(track, input.level);
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ level: COLUMN[track] }).from(users).where(eq(users.id, userId)).for("update").limit(1);
    if (!row) throw notFound("error.userNotFound");
    const from = row.level;
    if (from === to) throw conflict("levels.unchanged");
    // Stamped after the lock, not at the transaction's start (now()): a change that waited orders after the one it waited for.
    const at = new Date();
    await tx.update(users).set({ [FIELD[track]]: to, updatedAt: at }).where(eq(users.id, userId));
    await tx.insert(levelChanges).values({ userId, track, fromLevel: from, toLevel: to, reason: input.reason, changedBy: adminId, createdAt: at });
    const notice = noticeOf(track, from, to);
    await notify(tx as unknown as Db, { userId, type: notice.type, params: { ...notice.params, reason: input.reason }, link: "/levels" });
  });
  return adminUserLevels(db, userId, locale);
}
