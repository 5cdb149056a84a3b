import {
  AUDIENCE_SCORE_PER_VOTE,
  audienceScoreOf,
  finalScore,
  type HackathonConfig,
  normalizeHackathonConfig,
  rankSubmissions,
  SCORE_SCALE_MAX,
  stageIndex,
  type VotingResults,
  type WonAward,
} from "@commons/domain";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, submissionAwards, submissionMembers, submissions, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";

// docs/product/hackathons.md#results: the ranking of a hackathon's submissions. Final scores and ranks are
// stored on submissions when the stage enters RESULTS and again when the results are published (judges may
// change their scores until then), so the gallery's score sort reads a column.

type Voting = HackathonConfig["voting"];

/** The submissions of a hackathon with their scores, ranked (final score, then judge score, then earlier). */
export async function rankedSubmissions(db: Db, eventId: string, voting: Voting) {
  const rows = await db
    .select({
      id: submissions.id,
      title: submissions.title,
      screenshots: submissions.screenshots,
      voteCount: submissions.voteCount,
      storedAudience: submissions.audienceScore,
      judgeScore: submissions.judgeScore,
      submittedAt: submissions.submittedAt,
    })
    .from(submissions)
    .where(eq(submissions.eventId, eventId));
  return rankSubmissions(
    rows.map(({ storedAudience, ...row }) => {
      // With public voting on, no votes is an audience score of 0, a real score (docs/product/hackathons.md#results).
      const audienceScore = voting.allowPublicVoting ? (audienceScoreOf(storedAudience, row.voteCount, AUDIENCE_SCORE_PER_VOTE, SCORE_SCALE_MAX) ?? 0) : null;
      return { ...row, audienceScore, finalScore: finalScore({ judgeScore: row.judgeScore, audienceScore }, voting) };
    }),
  );
}

/** Writes every submission's final score and rank (inside the caller's transaction). */
export async function storeResults(db: Db, eventId: string, voting: Voting) {
  const ranked = await rankedSubmissions(db, eventId, voting);
  for (const s of ranked) {
    await db.update(submissions).set({ finalScore: s.finalScore, rank: s.rank }).where(eq(submissions.id, s.id));
  }
  return ranked;
}

/** Forgets the stored final scores and ranks (the stage left RESULTS). */
export async function clearResults(db: Db, eventId: string) {
  await db.update(submissions).set({ finalScore: null, rank: null }).where(eq(submissions.eventId, eventId));
}

async function loadResultsEvent(db: Db, eventId: string, viewerId: string | null) {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const [row] = await db
    .select({
      id: events.id,
      type: events.type,
      status: events.status,
      startTime: events.startTime,
      endTime: events.endTime,
      hackathonConfig: events.hackathonConfig,
      isManager: viewerId ? isEventManagerSql(viewerId) : sql<boolean>`false`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || !isVisibleTo(row.status, row.isManager)) throw notFound("error.eventNotFound");
  if (row.type !== "HACKATHON") throw notFound("hackathons.notAHackathon");
  return row;
}

async function teamsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, VotingResults["submissions"][number]["team"]>();
  const rows = await db
    .select({ submissionId: submissionMembers.submissionId, id: users.id, name: users.name, username: users.username, image: users.image, role: submissionMembers.role })
    .from(submissionMembers)
    .innerJoin(users, eq(users.id, submissionMembers.userId))
    .where(inArray(submissionMembers.submissionId, ids))
    .orderBy(asc(submissionMembers.position), asc(submissionMembers.joinedAt));
  const teams = new Map<string, VotingResults["submissions"][number]["team"]>();
  for (const { submissionId, ...member } of rows) teams.set(submissionId, [...(teams.get(submissionId) ?? []), member]);
  return teams;
}

async function publishedAwardsOf(db: Db, eventId: string, config: HackathonConfig) {
  const rows = await db
    .select({ submissionId: submissionAwards.submissionId, awardId: submissionAwards.awardId, level: submissionAwards.level, category: submissionAwards.category })
    .from(submissionAwards)
    .where(and(eq(submissionAwards.eventId, eventId), isNotNull(submissionAwards.publishedAt)));
  const names = new Map(config.awards.map((a) => [a.id, a.name]));
  const won = new Map<string, WonAward[]>();
  for (const r of rows) {
    const name = names.get(r.awardId);
    // An award removed from the configuration after publishing is no longer shown.
    if (name === undefined) continue;
    won.set(r.submissionId, [...(won.get(r.submissionId) ?? []), { awardId: r.awardId, name, level: r.level, category: r.category }]);
  }
  return won;
}

/**
 * GET voting-results (docs/product/hackathons.md#results). Before VOTING: no submissions. In VOTING: vote counts
 * and audience scores (votes × 0.1) ordered by votes; judge scores, final scores and ranks stay null. In RESULTS:
 * everything, ranked, with the published awards.
 */
export async function getVotingResults(db: Db, eventId: string, viewerId: string | null, now = new Date()): Promise<VotingResults> {
  const event = await loadResultsEvent(db, eventId, viewerId);
  const config = normalizeHackathonConfig(event.hackathonConfig, event, now);
  const { stage, voting } = { stage: config.stage.current, voting: config.voting };
  const revealed = stage === "RESULTS";
  const ranked = stageIndex(stage) < stageIndex("VOTING") ? [] : await rankedSubmissions(db, event.id, voting);
  const ordered = revealed ? ranked : [...ranked].sort((a, b) => b.voteCount - a.voteCount || a.submittedAt.getTime() - b.submittedAt.getTime() || (a.id < b.id ? -1 : 1));
  const teams = await teamsOf(db, ordered.map((s) => s.id));
  const won = revealed ? await publishedAwardsOf(db, event.id, config) : new Map<string, WonAward[]>();
  return {
    submissions: ordered.map((s) => ({
      id: s.id,
      title: s.title,
      coverImage: s.screenshots[0] ?? null,
      team: teams.get(s.id) ?? [],
      voteCount: s.voteCount,
      audienceScore: voting.allowPublicVoting ? s.audienceScore : null,
      judgeScore: revealed && voting.enableJudgeVoting ? s.judgeScore : null,
      finalScore: revealed ? s.finalScore : null,
      rank: revealed ? s.rank : null,
      awards: won.get(s.id) ?? [],
    })),
    config: {
      stage,
      revealed,
      published: won.size > 0,
      allowPublicVoting: voting.allowPublicVoting,
      enableJudgeVoting: voting.enableJudgeVoting,
      judgeWeight: voting.judgeWeight,
      publicWeight: voting.publicWeight,
    },
  };
}
