import { DEFAULT_MEMBERSHIP_LEVEL, LEVEL_IDS_BY_TRACK, LEVEL_TRACKS, type LevelId, type LevelTrack, nextLevel } from "./levels.ts";

// How levels change hands (docs/product/accounts-and-profile.md#level-badges): community admins grant or
// remove them, one track at a time, with a reason that the history keeps and the person reads.

/** The site-wide roles a person may hold beside their event roles (ADR 0041). Null is everyone else. */
export const SITE_ROLES = ["ADMIN"] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

/** Why a level changed: required, and kept short enough to read in a notification. */
export const LEVEL_CHANGE_REASON_MAX = 500;
/** Grants per admin: generous for a batch of promotions after an event, tight enough to stop a runaway script. */
export const LEVEL_GRANT_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;
/** The history an admin sees for one person, newest first. */
export const LEVEL_HISTORY_LIMIT = 50;

/** Whether `level` is one of `track`'s levels. */
export function isLevelOfTrack(track: LevelTrack, level: string): level is LevelId {
  return (LEVEL_IDS_BY_TRACK[track] as readonly string[]).includes(level);
}

/**
 * What a track's column holds after a grant of `level` (null removes it). Membership is never empty: removing it
 * makes the person a visitor again, the level everyone starts with.
 */
export function storedLevel(track: LevelTrack, level: LevelId | null): LevelId | null {
  return level ?? (track === "membership" ? DEFAULT_MEMBERSHIP_LEVEL : null);
}

export interface LevelHolder {
  membershipLevel: string | null;
  creatorLevel: string | null;
  mentorLevel: string | null;
  contributorLevel: string | null;
}

/** The level a person holds in a track, or null; an id of another track or an unknown one is none held. */
export function heldLevel(user: LevelHolder, track: LevelTrack): LevelId | null {
  const raw = { membership: user.membershipLevel ?? DEFAULT_MEMBERSHIP_LEVEL, creator: user.creatorLevel, mentor: user.mentorLevel, contributor: user.contributorLevel }[track];
  return raw !== null && isLevelOfTrack(track, raw) ? raw : null;
}

export interface TrackProgress {
  track: LevelTrack;
  held: LevelId | null;
  /** The next level in the track (docs/product/accounts-and-profile.md#level-badges), null after the last. */
  next: LevelId | null;
}

/** Per track, in badge order: the level held and the one after it. */
export function levelProgress(user: LevelHolder): TrackProgress[] {
  return LEVEL_TRACKS.map((track) => {
    const held = heldLevel(user, track);
    return { track, held, next: nextLevel(track, held)?.id ?? null };
  });
}

/** A requirement's numbers as the reader writes them ("1,000,000", "100,000"), ready for its message. */
export function requirementParams(params: Record<string, string | number>, locale: "zh" | "en"): Record<string, string | number> {
  const format = new Intl.NumberFormat(locale === "zh" ? "zh-CN" : "en-US");
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === "number" ? format.format(value) : value]));
}
