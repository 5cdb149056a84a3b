import {
  AUDIENCE_SCORE_PER_VOTE,
  audienceScore,
  type HackathonConfig,
  type MyVotes,
  normalizeHackathonConfig,
  type RegistrationStatus,
  SCORE_SCALE_MAX,
  stageAllowsVoting,
  type VoteResult,
  voteRefusal,
  type VoteRefusalKey,
  votesLeft,
} from "@commons/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { events, registrations, submissionMembers, submissions, submissionVotes } from "../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";

// docs/product/hackathons.md#voting: casting and withdrawing an audience vote. One vote per (submission,
// voter) is the primary key; the quota is counted under a per-(event, voter) advisory lock, so one person's
// concurrent votes are taken one at a time while different people never wait for each other; the
// submission's vote_count and audience_score move in the same transaction, only when a row came or went.

// Keeps the per-voter advisory locks apart from every other advisory lock (any constant works).
const VOTE_LOCK_CLASS = 0x766f7465;

const SUBMISSION_ID = /^[0-9a-f-]{36}$/i;

/** The refusals that are about who the caller is (403), the rest are about the hackathon's state (409). */
const FORBIDDEN_REFUSALS = new Set<VoteRefusalKey>(["hackathons.vote.registeredOnly", "hackathons.vote.participantsOnly", "hackathons.vote.ownProject"]);

function refuse(key: VoteRefusalKey, config: HackathonConfig): AppError {
  if (key === "hackathons.vote.signInRequired") return new AppError(401, "UNAUTHORIZED", key);
  if (FORBIDDEN_REFUSALS.has(key)) return new AppError(403, "FORBIDDEN", key);
  return conflict(key, { max: config.voting.votesPerPerson ?? 0 });
}

/** audienceScore (the domain's) of the row's new vote_count, in the same UPDATE that moves the count. */
const scoreOf = (count: ReturnType<typeof sql>) => sql`least(${SCORE_SCALE_MAX}, round((${count}) * ${AUDIENCE_SCORE_PER_VOTE}::numeric, 1))`;

/**
 * A visible hackathon and its configuration; anything else is "not found". Given a submission, the same one
 * query also answers whether it is this event's, whether the caller is on its team, and the caller's
 * registration (a vote is on the hot path: one round trip, not three).
 */
export async function loadVotingHackathon(db: Db, eventId: string, userId: string, submissionId: string | null = null) {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const sub = submissionId !== null && SUBMISSION_ID.test(submissionId) ? submissionId : "";
  const [row] = await db
    .select({
      type: events.type,
      status: events.status,
      startTime: events.startTime,
      endTime: events.endTime,
      hackathonConfig: events.hackathonConfig,
      isManager: isEventManagerSql(userId),
      submissionFound: sql<boolean>`exists (select 1 from ${submissions} s where s.id = ${sub} and s.event_id = ${eventId})`,
      onTeam: sql<boolean>`exists (select 1 from ${submissionMembers} m where m.submission_id = ${sub} and m.user_id = ${userId})`,
      registrationStatus: sql<RegistrationStatus | null>`(select r.status from ${registrations} r where r.event_id = ${eventId} and r.user_id = ${userId} limit 1)`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || !isVisibleTo(row.status, row.isManager)) throw notFound("error.eventNotFound");
  if (row.type !== "HACKATHON") throw notFound("hackathons.notAHackathon");
  if (submissionId !== null && !row.submissionFound) throw notFound("hackathons.submission.notFound");
  return { config: normalizeHackathonConfig(row.hackathonConfig, row, new Date()), onTeam: row.onTeam, registrationStatus: row.registrationStatus };
}

async function countOf(db: Db, submissionId: string): Promise<number> {
  const [row] = await db.select({ voteCount: submissions.voteCount }).from(submissions).where(eq(submissions.id, submissionId));
  return row?.voteCount ?? 0;
}

async function usedBy(db: Db, eventId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submissionVotes)
    .where(and(eq(submissionVotes.eventId, eventId), eq(submissionVotes.voterId, userId)));
  return row?.n ?? 0;
}

/**
 * The vote row's insert (or delete) and the count's move in one statement: the count moves only when the row
 * came or went; null when nothing changed (a repeat, or nothing to withdraw).
 */
async function writeVote(tx: Db, eventId: string, submissionId: string, userId: string, vote: boolean): Promise<number | null> {
  const delta = vote ? 1 : -1;
  const next = sql`${submissions.voteCount} + ${delta}`;
  const change = vote
    ? sql`insert into ${submissionVotes} (event_id, submission_id, voter_id) values (${eventId}, ${submissionId}, ${userId}) on conflict do nothing returning 1`
    : sql`delete from ${submissionVotes} where submission_id = ${submissionId} and voter_id = ${userId} returning 1`;
  const result = await tx.execute<{ vote_count: number }>(sql`
    with changed as (${change})
    update ${submissions} set vote_count = ${next}, audience_score = ${scoreOf(next)}
    where ${submissions.id} = ${submissionId} and exists (select 1 from changed)
    returning ${submissions.voteCount} as vote_count`);
  const rows = rowsOf<{ vote_count: number }>(result);
  return rows[0] ? Number(rows[0].vote_count) : null;
}

const result = (submissionId: string, voted: boolean, voteCount: number, left: number | null): VoteResult => ({
  submissionId,
  voted,
  voteCount,
  audienceScore: audienceScore(voteCount),
  votesLeft: left,
});

/**
 * POST /api/events/{id}/submissions/{submissionId}/vote. A repeat (or a concurrent twin) finds the vote in
 * place and answers the current state without a second row or a second count.
 */
export async function castVote(db: Db, eventId: string, submissionId: string, userId: string): Promise<VoteResult> {
  const { config, onTeam, registrationStatus } = await loadVotingHackathon(db, eventId, userId, submissionId);
  const quota = config.voting.votesPerPerson;
  // Everything but the quota is decided here; the quota is decided under the lock below.
  const early = voteRefusal({ stage: config.stage.current, config, viewer: { signedIn: true, registrationStatus }, onTeam, votesUsed: 0 });
  if (early) throw refuse(early, config);
  if (quota === null) {
    // One statement is its own transaction: the row and the count move together or not at all.
    const moved = await writeVote(db, eventId, submissionId, userId, true);
    return result(submissionId, true, moved ?? (await countOf(db, submissionId)), null);
  }
  // The quota: one person's votes in this hackathon are taken one at a time, counted under the lock.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${VOTE_LOCK_CLASS}, hashtext(${`${eventId}:${userId}`}))`);
    const [mine] = await tx
      .select({
        used: sql<number>`count(*)::int`,
        here: sql<boolean>`coalesce(bool_or(${submissionVotes.submissionId} = ${submissionId}), false)`,
      })
      .from(submissionVotes)
      .where(and(eq(submissionVotes.eventId, eventId), eq(submissionVotes.voterId, userId)));
    const used = mine!.used;
    if (mine!.here) return result(submissionId, true, await countOf(tx, submissionId), votesLeft(quota, used));
    if (used >= quota) throw refuse("hackathons.vote.quotaUsed", config);
    const moved = await writeVote(tx, eventId, submissionId, userId, true);
    return result(submissionId, true, moved ?? (await countOf(tx, submissionId)), votesLeft(quota, used + (moved === null ? 0 : 1)));
  });
}

/** DELETE …/vote: withdraws the caller's vote while VOTING; withdrawing a vote that is not there changes nothing. */
export async function withdrawVote(db: Db, eventId: string, submissionId: string, userId: string): Promise<VoteResult> {
  const { config } = await loadVotingHackathon(db, eventId, userId, submissionId);
  if (!stageAllowsVoting(config.stage.current)) throw refuse("hackathons.vote.stageClosed", config);
  const voteCount = (await writeVote(db, eventId, submissionId, userId, false)) ?? (await countOf(db, submissionId));
  const quota = config.voting.votesPerPerson;
  return result(submissionId, false, voteCount, quota === null ? null : votesLeft(quota, await usedBy(db, eventId, userId)));
}

/** GET /api/events/{id}/my-votes: the caller's votes in this hackathon, and what their quota leaves. */
export async function myVotes(db: Db, eventId: string, userId: string): Promise<MyVotes> {
  const { config } = await loadVotingHackathon(db, eventId, userId);
  const rows = await db
    .select({ submissionId: submissionVotes.submissionId })
    .from(submissionVotes)
    .where(and(eq(submissionVotes.eventId, eventId), eq(submissionVotes.voterId, userId)));
  const quota = config.voting.votesPerPerson;
  return {
    submissionIds: rows.map((r) => r.submissionId),
    votesPerPerson: quota,
    votesLeft: votesLeft(quota, rows.length),
  };
}
