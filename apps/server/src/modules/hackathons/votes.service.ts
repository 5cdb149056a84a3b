import {
  AUDIENCE_SCORE_PER_VOTE,
  audienceScore,
  type HackathonConfig,
  type MyVotes,
  normalizeHackathonConfig,
  type RegistrationStatus,
  SCORE_SCALE_MAX,
  stageAllowsVoting,
  statusesInScope,
  storesItsStage,
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
import type { SharedReadCache } from "../../lib/shared-read-cache.ts";
import { castOne, type CastRow, type VoteBatches, type VoteCall } from "./vote-writes.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";

// docs/product/hackathons.md#voting: casting and withdrawing an audience vote. One vote per (submission,
// voter) is the primary key; the quota is counted under a per-(event, voter) advisory lock inside the
// cast_vote function (migration 0014), so one person's concurrent votes are taken one at a time while
// different people never wait for each other; the submission's vote_count and audience_score move in the
// same statement, only when a row came or went. A vote is one round trip (ADR 0036): the stage and
// public-voting rules are decided on the event as this process read it lately, and cast_vote_checked
// (migration 0018) writes only if the event is still exactly that, checking scope and team on the way.

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
        (select r.status from ${registrations} r where r.event_id = ${events.id} and r.user_id = ${p("user")} limit 1) as registration_status,
        hackathon_vote_tag(${events}) as tag
      from ${events} where ${events.id} = ${p("event")} limit 1`,
);

/** The event as every voter sees it (no viewer in it): what the vote's fast path decides on, shared a second. */
const votingEventStatement = preparedSql(
  "voting_event",
  sql`select ${events.type} as type, ${events.status} as status, ${events.startTime} as start_time, ${events.endTime} as end_time,
        ${events.hackathonConfig} as hackathon_config, hackathon_vote_tag(${events}) as tag
      from ${events} where ${events.id} = ${p("event")} limit 1`,
);

interface VotingEventRow {
  type: string;
  status: string;
  start_time: Date | string;
  end_time: Date | string;
  hackathon_config: unknown;
  /** hackathon_vote_tag: changes whenever anything the vote's rules read changes. */
  tag: string;
}

/** Each process's second-long copy of voting events (key and group: the event id). */
export type VotingEventCache = SharedReadCache<VotingEventRow | null>;

interface VotingHackathonRow extends VotingEventRow {
  is_manager: boolean;
  submission_found: boolean;
  on_team: boolean;
  registration_status: RegistrationStatus | null;
}

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
  return { config: configOf(row), onTeam: row.on_team, registrationStatus: row.registration_status, tag: row.tag };
}

const configOf = (row: VotingEventRow) =>
  normalizeHackathonConfig(row.hackathon_config, { startTime: new Date(row.start_time), endTime: new Date(row.end_time) }, new Date());

/**
 * The shared copy's configuration, read once per copy: every vote of that second decides on the same one. Not when
 * the stage is left to the clock (no stage stored), which must be read at each vote's own moment.
 */
const sharedConfigs = new WeakMap<VotingEventRow, HackathonConfig>();
function sharedConfigOf(row: VotingEventRow): HackathonConfig {
  const known = sharedConfigs.get(row);
  if (known) return known;
  const config = configOf(row);
  if (storesItsStage(row.hackathon_config)) sharedConfigs.set(row, config);
  return config;
}

async function loadVotingEvent(db: Db, eventId: string): Promise<VotingEventRow | null> {
  const [row] = await votingEventStatement<VotingEventRow>(db, { event: eventId });
  return row ?? null;
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

/** What a process brings to a vote: its copy of the event (the fast path) and its batches of writes. */
export interface VotePaths {
  events?: VotingEventCache;
  batches?: VoteBatches;
}

/**
 * POST /api/events/{id}/submissions/{submissionId}/vote. A repeat (or a concurrent twin) finds the vote in
 * place and answers the current state without a second row or a second count.
 *
 * The fast path decides the stage and public-voting rules on `paths.events`' copy of the event and writes in one
 * call, which refuses ('stale') unless the event is still that copy. A copy that would refuse, a hidden event,
 * and a stale copy all take the full path: the event, team and registration read fresh, then the same call.
 */
export async function castVote(db: Db, eventId: string, submissionId: string, userId: string, paths: VotePaths = {}): Promise<VoteResult> {
  const { events: cache, batches } = paths;
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const shared = cache ? await cache.get(eventId, () => loadVotingEvent(db, eventId)) : null;
  if (shared && isVisibleTo(shared.status, false) && shared.type === "HACKATHON" && SUBMISSION_ID.test(submissionId)) {
    const config = sharedConfigOf(shared);
    // The most permissive viewer (APPROVED is in every scope, on no team): what refuses here is the stage or
    // public voting being off. Those are refused only on a fresh read, below; scope and team are the call's.
    const closed = voteRefusal({ stage: config.stage.current, config, viewer: { signedIn: true, registrationStatus: "APPROVED" }, onTeam: false, votesUsed: 0 });
    if (!closed) {
      const done = await cast(db, batches, { event: eventId, submission: submissionId, voter: userId, tag: shared.tag }, config);
      if (done) return done;
    }
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const { config, onTeam, registrationStatus, tag } = await loadVotingHackathon(db, eventId, userId, submissionId);
    const early = voteRefusal({ stage: config.stage.current, config, viewer: { signedIn: true, registrationStatus }, onTeam, votesUsed: 0 });
    if (early) throw refuse(early, config);
    const done = await cast(db, batches, { event: eventId, submission: submissionId, voter: userId, tag }, config);
    if (done) return done;
  }
  // The event changed between each read and its write, three times over: an organiser editing as people vote.
  throw conflict("hackathons.vote.configChanged");
}

/** The vote written on the event as `tag` says it was (alone, or in this process's batch); null when it has changed since. */
async function cast(
  db: Db,
  batches: VoteBatches | undefined,
  who: Pick<VoteCall, "event" | "submission" | "voter" | "tag">,
  config: HackathonConfig,
): Promise<VoteResult | null> {
  const quota = config.voting.votesPerPerson;
  const call: VoteCall = {
    ...who,
    statuses: statusesInScope(config.voting.publicVotingScope),
    quota,
    perVote: AUDIENCE_SCORE_PER_VOTE,
    max: SCORE_SCALE_MAX,
  };
  const row: CastRow = batches ? await batches.cast(call) : await castOne(db, call);
  if (row.outcome === "stale") return null;
  if (row.outcome === "no_submission") throw notFound("hackathons.submission.notFound");
  if (row.outcome === "quota") throw refuse("hackathons.vote.quotaUsed", config);
  if (row.outcome === "out_of_scope" || row.outcome === "own_project") {
    // The domain words the refusal from the facts the call found, as it would have from a fresh read.
    const viewer = { signedIn: true, registrationStatus: row.registration_status };
    const key = voteRefusal({ stage: config.stage.current, config, viewer, onTeam: row.outcome === "own_project", votesUsed: 0 });
    if (!key) throw new Error(`cast_vote_checked answered ${row.outcome} where voteRefusal allows the vote`);
    throw refuse(key, config);
  }
  return result(who.submission, true, Number(row.vote_count ?? 0), quota === null ? null : votesLeft(quota, Number(row.used ?? 0)));
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
