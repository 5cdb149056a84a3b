import type { Award } from "./hackathon-config.ts";

// docs/product/hackathons.md#results, #awards: the final score, the ranking and the award proposals. Pure, so
// the server (which stores final_score and rank on entering RESULTS) and the tests share one rule.

/** The voting settings the final score depends on. */
export interface ResultsVoting {
  allowPublicVoting: boolean;
  enableJudgeVoting: boolean;
  judgeWeight: number;
  publicWeight: number;
}

export interface ScoreParts {
  /** 0–10, or null when no judge scored the submission. */
  judgeScore: number | null;
  /** 0–10, or null when nobody voted (0 is a real score). */
  audienceScore: number | null;
}

/**
 * judgeWeight × judge + publicWeight × audience. When judging is off or no judge scored, the audience counts
 * alone; when public voting is off, the judges count alone. A missing side is null, never 0: 0 is a real score.
 * Null when neither side has a score.
 */
export function finalScore(parts: ScoreParts, voting: ResultsVoting): number | null {
  const judge = voting.enableJudgeVoting ? parts.judgeScore : null;
  const audience = voting.allowPublicVoting ? (parts.audienceScore ?? 0) : null;
  if (judge === null && audience === null) return null;
  if (judge === null) return audience;
  if (audience === null) return judge;
  return voting.judgeWeight * judge + voting.publicWeight * audience;
}

export interface RankInput extends ScoreParts {
  id: string;
  finalScore: number | null;
  /** ISO string or Date: the earlier submission wins a tie. */
  submittedAt: string | Date;
}

const time = (v: string | Date) => (typeof v === "string" ? Date.parse(v) : v.getTime());
/** Null sorts after every score (no score ranks last). */
const desc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);

function compareBy(key: "finalScore" | "judgeScore" | "audienceScore") {
  return (a: RankInput, b: RankInput) => {
    const primary = desc(a[key], b[key]);
    if (primary !== 0) return primary;
    const judge = key === "judgeScore" ? 0 : desc(a.judgeScore, b.judgeScore);
    if (judge !== 0) return judge;
    const when = time(a.submittedAt) - time(b.submittedAt);
    if (when !== 0) return when;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/**
 * Ranks 1..n by final score; ties go to the higher judge score, then to the earlier submission, then to the
 * smaller id. Ties are always broken, so every rank is unique (docs/product/hackathons.md#results).
 */
export function rankSubmissions<T extends RankInput>(list: readonly T[]): (T & { rank: number })[] {
  return [...list].sort(compareBy("finalScore")).map((item, index) => ({ ...item, rank: index + 1 }));
}

/**
 * An award's proposed winners: a PUBLIC award from the audience ranking, a JUDGE award from the judge ranking
 * (same tie rules), the first `maxWinners` that have a score on that side.
 */
export function proposeAwardWinners<T extends RankInput>(award: Pick<Award, "awardType" | "maxWinners">, list: readonly T[]): T[] {
  const key = award.awardType === "PUBLIC" ? "audienceScore" : "judgeScore";
  return [...list]
    .filter((item) => item[key] !== null)
    .sort(compareBy(key))
    .slice(0, award.maxWinners);
}

/** Ours: award assignments and publications per organiser per minute, like other writes. */
export const RESULTS_WRITE_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

/** The audience score of a submission: the stored one, or +0.1 per vote capped at 10 when none is stored yet. */
export function audienceScoreOf(stored: number | null, voteCount: number, perVote: number, max: number): number | null {
  if (stored !== null) return stored;
  return voteCount > 0 ? Math.min(max, Math.round(voteCount * perVote * 10) / 10) : null;
}
