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
import { preparedSql } from "../../db/prepared-sql.ts";
import { rowsOf } from "../../db/rows.ts";
import { events, registrations, submissionMembers, submissions, submissionVotes } from "../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";

// docs/product/hackathons.md#voting: casting and withdrawing an audience vote. One vote per (submission,
// voter) is the primary key; the quota is counted under a per-(event, voter) advisory lock inside the
// cast_vote function (migration 0014), so one person's concurrent votes are taken one at a time while
// different people never wait for each other; the submission's vote_count and audience_score move in the
// same statement, only when a row came or went.

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

const p = (name: string) => sql.placeholder(name);

// Both statements of a vote are prepared once per connection: a vote is the hot write of a hackathon
// (bench/scenarios/voting.ts), and building its SQL per request cost more than running it.
const votingHackathonStatement = preparedSql(
  "voting_hackathon",
  sql`select ${events.type} as type, ${events.status} as status, ${events.startTime} as start_time, ${events.endTime} as end_time,
        ${events.hackathonConfig} as hackathon_config, ${isEventManagerSql(p("user"))} as is_manager,
        exists (select 1 from ${submissions} s where s.id = ${p("submission")} and s.event_id = ${events.id}) as submission_found,
        exists (select 1 from ${submissionMembers} m where m.submission_id = ${p("submission")} and m.user_id = ${p("user")}) as on_team,
        (select r.status from ${registrations} r where r.event_id = ${events.id} and r.user_id = ${p("user")} limit 1) as registration_status
      from ${events} where ${events.id} = ${p("event")} limit 1`,
);

interface VotingHackathonRow {
  type: string;
  status: string;
  start_time: Date | string;
  end_time: Date | string;
  hackathon_config: unknown;
  is_manager: boolean;
  submission_found: boolean;
  on_team: boolean;
  registration_status: RegistrationStatus | null;
}

/** cast_vote (migration 0014): the quota, the row and the count, decided and moved in one round trip. */
const castVoteStatement = preparedSql(
  "cast_vote",
  sql`select outcome, vote_count, used from cast_vote(${p("event")}::text, ${p("submission")}::text, ${p("voter")}::text, ${p("quota")}::integer, ${p("perVote")}::numeric, ${p("max")}::numeric)`,
);

/**
 * A visible hackathon and its configuration; anything else is "not found". Given a submission, the same one
 * query also answers whether it is this event's, whether the caller is on its team, and the caller's
 * registration (a vote is on the hot path: one round trip, not three).
 */
export async function loadVotingHackathon(db: Db, eventId: string, userId: string, submissionId: string | null = null) {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const sub = submissionId !== null && SUBMISSION_ID.test(submissionId) ? submissionId : "";
  const [row] = await votingHackathonStatement<VotingHackathonRow>(db, { event: eventId, user: userId, submission: sub });
  if (!row || !isVisibleTo(row.status, row.is_manager)) throw notFound("error.eventNotFound");
  if (row.type !== "HACKATHON") throw notFound("hackathons.notAHackathon");
  if (submissionId !== null && !row.submission_found) throw notFound("hackathons.submission.notFound");
  const timing = { startTime: new Date(row.start_time), endTime: new Date(row.end_time) };
  return { config: normalizeHackathonConfig(row.hackathon_config, timing, new Date()), onTeam: row.on_team, registrationStatus: row.registration_status };
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
 * A withdrawal: the vote row's delete and the count's move in one statement, the count moving only when a row
 * went; null when there was nothing to withdraw. (A vote is cast by cast_vote, above.)
 */
async function deleteVote(db: Db, submissionId: string, userId: string): Promise<number | null> {
  const next = sql`${submissions.voteCount} - 1`;
  const result = await db.execute(sql`
    with changed as (delete from ${submissionVotes} where submission_id = ${submissionId} and voter_id = ${userId} returning 1)
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
  // Everything but the quota is decided here; the quota is decided under cast_vote's lock.
  const early = voteRefusal({ stage: config.stage.current, config, viewer: { signedIn: true, registrationStatus }, onTeam, votesUsed: 0 });
  if (early) throw refuse(early, config);
  const [row] = await castVoteStatement<{ outcome: "voted" | "repeat" | "quota"; vote_count: number | null; used: number | null }>(db, {
    event: eventId,
    submission: submissionId,
    voter: userId,
    quota,
    perVote: AUDIENCE_SCORE_PER_VOTE,
    max: SCORE_SCALE_MAX,
  });
  if (!row || row.outcome === "quota") throw refuse("hackathons.vote.quotaUsed", config);
  return result(submissionId, true, Number(row.vote_count ?? 0), quota === null ? null : votesLeft(quota, Number(row.used ?? 0)));
}

/** DELETE …/vote: withdraws the caller's vote while VOTING; withdrawing a vote that is not there changes nothing. */
export async function withdrawVote(db: Db, eventId: string, submissionId: string, userId: string): Promise<VoteResult> {
  const { config } = await loadVotingHackathon(db, eventId, userId, submissionId);
  if (!stageAllowsVoting(config.stage.current)) throw refuse("hackathons.vote.stageClosed", config);
  const voteCount = (await deleteVote(db, submissionId, userId)) ?? (await countOf(db, submissionId));
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
