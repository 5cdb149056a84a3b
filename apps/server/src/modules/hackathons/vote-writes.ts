import type { RegistrationStatus } from "@commons/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedSql } from "../../db/prepared-sql.ts";
import { Batcher, type BatcherOptions } from "../../lib/batcher.ts";
import type { Logger } from "../../lib/logger.ts";

// docs/product/hackathons.md#voting: writing an audience vote, alone (cast_vote_checked, migration 0018) or with
// the other votes for the same event that reached this process meanwhile (cast_votes_checked, migration 0020,
// ADR 0048). Both keep the same rules and answer each vote on its own; votes.service.ts decides what to do with
// the answer.

export type CastOutcome = "voted" | "repeat" | "quota" | "stale" | "no_submission" | "out_of_scope" | "own_project";

export interface CastRow {
  outcome: CastOutcome;
  vote_count: number | null;
  used: number | null;
  registration_status: RegistrationStatus | null;
}

/** One vote as the write takes it: who, for what, and the rules decided on the event as `tag` says it was. */
export interface VoteCall {
  event: string;
  submission: string;
  voter: string;
  tag: string;
  statuses: readonly string[] | null;
  quota: number | null;
  perVote: number;
  max: number;
}

const p = (name: string) => sql.placeholder(name);

const castVoteStatement = preparedSql(
  "cast_vote_checked",
  sql`select outcome, vote_count, used, registration_status from cast_vote_checked(${p("event")}::text, ${p("submission")}::text,
        ${p("voter")}::text, ${p("tag")}::text, ${p("statuses")}::text[], ${p("quota")}::integer, ${p("perVote")}::numeric, ${p("max")}::numeric)`,
);

const castVotesStatement = preparedSql(
  "cast_votes_checked",
  sql`select ord, outcome, vote_count, used, registration_status from cast_votes_checked(${p("event")}::text, ${p("submissions")}::text[],
        ${p("voters")}::text[], ${p("tag")}::text, ${p("statuses")}::text[], ${p("quota")}::integer, ${p("perVote")}::numeric, ${p("max")}::numeric)`,
);

/** One vote in its own call. */
export async function castOne(db: Db, call: VoteCall): Promise<CastRow> {
  const [row] = await castVoteStatement<CastRow>(db, { ...call });
  if (!row) throw new Error("cast_vote_checked answered no row");
  return row;
}

/** Votes sharing event and tag in one call: each one's row, in their order (the function's ORDER BY). */
async function castMany(db: Db, calls: readonly VoteCall[]): Promise<CastRow[]> {
  const [first] = calls as [VoteCall];
  const rows = await castVotesStatement<CastRow & { ord: number }>(db, {
    ...first,
    submissions: calls.map((c) => c.submission),
    voters: calls.map((c) => c.voter),
  });
  if (rows.length !== calls.length) throw new Error(`cast_votes_checked answered ${rows.length} rows for ${calls.length} votes`);
  return rows;
}

/**
 * How many batches one process writes at once and how big they grow. Four leave most of the pool to every other
 * request; 64 votes are one short transaction (bench/scenarios/voting.ts measured the sizes against each other).
 */
const VOTE_BATCHING: BatcherOptions = { maxInFlight: 4, maxBatch: 64 };

/**
 * This process's vote writer: the votes for one event (and one version of its rules) that arrive while earlier ones
 * are written go in one call. A call that fails as a whole (a voter deleted meanwhile, a deadlock the database broke)
 * is taken again one vote at a time, so each vote gets its own answer or its own error and no other vote's.
 */
export class VoteBatches {
  private readonly batcher: Batcher<VoteCall, CastRow>;

  constructor(db: Db, log: Logger, options: BatcherOptions = VOTE_BATCHING) {
    this.batcher = new Batcher<VoteCall, CastRow>(async (calls) => {
      if (calls.length === 1) return Promise.allSettled([castOne(db, calls[0]!)]);
      try {
        return (await castMany(db, calls)).map((value) => ({ status: "fulfilled", value }) as const);
      } catch (error) {
        log.warn({ err: error, votes: calls.length }, "a batch of votes failed as a whole; casting them one by one");
        return Promise.allSettled(calls.map((call) => castOne(db, call)));
      }
    }, options);
  }

  cast(call: VoteCall): Promise<CastRow> {
    return this.batcher.submit(`${call.event}\u0000${call.tag}`, call);
  }
}
