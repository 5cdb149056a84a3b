import type { MessageKey } from "../i18n/messages.zh.ts";
import type { MessageParams } from "../i18n/translate.ts";

/** The four progress tracks, in badge order (docs/product/accounts-and-profile.md#level-badges). */
export const LEVEL_TRACKS = ["membership", "creator", "mentor", "contributor"] as const;
export type LevelTrack = (typeof LEVEL_TRACKS)[number];

export const LEVEL_IDS_BY_TRACK = {
  membership: ["VISITOR", "MEMBER"],
  creator: ["C1", "C2", "C3", "C4", "C5"],
  mentor: ["M1", "M2", "M3", "M4", "M5"],
  contributor: ["O1", "O2", "O3", "O4", "O5"],
} as const satisfies Record<LevelTrack, readonly string[]>;
export type LevelId = (typeof LEVEL_IDS_BY_TRACK)[LevelTrack][number];

/** A profile without a membership level is a visitor (docs/product/accounts-and-profile.md#level-badges). */
export const DEFAULT_MEMBERSHIP_LEVEL: LevelId = "VISITOR";

/**
 * The thresholds (docs/product/accounts-and-profile.md#level-badges). Those
 * the spec does not give (C1, C2, C4, M4, M5, O5) are absent, not invented.
 */
export const LEVEL_THRESHOLDS = {
  C3: { realUsers: 100 },
  C5: { annualRevenueRmb: 1_000_000, monthlyActiveUsers: 100_000 },
  M1: { internalTalks: 1, articles: 2 },
  M2: { talks: 5, mentoredMvps: 2 },
  M3: { mentees: 5 },
  O1: { volunteerHours: 1 },
  O2: { events: 1, eventSize: 20 },
  O3: { largeEvents: 3 },
  O4: { monthsAsLead: 6 },
} as const satisfies Partial<Record<LevelId, Record<string, number>>>;

export interface Level {
  id: LevelId;
  track: LevelTrack;
  labelKey: MessageKey;
  descriptionKey: MessageKey;
  /** What earns the level, or null where the spec does not say. */
  requirement: { key: MessageKey; params: MessageParams } | null;
  /** What holding the level brings (docs/product/accounts-and-profile.md#level-badges); our own words. */
  benefitsKey: MessageKey;
  /** Badge colour; each track darkens as it rises so rank reads at a glance. */
  color: string;
}

const TRACK_COLORS: Record<LevelTrack, readonly string[]> = {
  membership: ["#94a3b8", "#0ea5e9"],
  creator: ["#86efac", "#4ade80", "#22c55e", "#16a34a", "#15803d"],
  mentor: ["#c4b5fd", "#a78bfa", "#8b5cf6", "#7c3aed", "#6d28d9"],
  contributor: ["#fdba74", "#fb923c", "#f97316", "#ea580c", "#c2410c"],
};

function requirementOf(id: LevelId): Level["requirement"] {
  const threshold = (LEVEL_THRESHOLDS as Partial<Record<LevelId, Record<string, number>>>)[id];
  return threshold ? { key: `level.${id}.requirement` as MessageKey, params: { ...threshold } } : null;
}

export const LEVELS: readonly Level[] = LEVEL_TRACKS.flatMap((track) =>
  LEVEL_IDS_BY_TRACK[track].map(
    (id: LevelId, index): Level => ({
      id,
      track,
      labelKey: `level.${id}.label`,
      descriptionKey: `level.${id}.description`,
      benefitsKey: `level.${id}.benefits`,
      requirement: requirementOf(id),
      color: TRACK_COLORS[track][index] ?? "#64748b",
    }),
  ),
);

const LEVEL_BY_ID = new Map<string, Level>(LEVELS.map((level) => [level.id, level]));

export function getLevel(id: string | null | undefined): Level | null {
  return (id && LEVEL_BY_ID.get(id)) || null;
}

export function levelsInTrack(track: LevelTrack): Level[] {
  return LEVELS.filter((level) => level.track === track);
}

/**
 * docs/product/accounts-and-profile.md#level-badges: the next level in the track; the first when none is
 * held; null after the last. An id from another track, or an unknown one, counts as none held in this track.
 */
export function nextLevel(track: LevelTrack, current: string | null): Level | null {
  const levels = levelsInTrack(track);
  const index = current === null ? -1 : levels.findIndex((level) => level.id === current);
  return levels[index + 1] ?? null;
}

/**
 * The badges to show, in track order. Membership shows only for MEMBER: everyone starts a VISITOR,
 * so that badge would say nothing. Unknown or mismatched ids are dropped rather than rendered blank.
 */
export function levelBadges(user: {
  membershipLevel: string | null;
  creatorLevel: string | null;
  mentorLevel: string | null;
  contributorLevel: string | null;
}): LevelId[] {
  const held: [LevelTrack, string | null][] = [
    ["membership", user.membershipLevel === "MEMBER" ? "MEMBER" : null],
    ["creator", user.creatorLevel],
    ["mentor", user.mentorLevel],
    ["contributor", user.contributorLevel],
  ];
  return held.flatMap(([track, id]) => {
    const level = getLevel(id);
    return level && level.track === track ? [level.id] : [];
  });
}
