import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { submissions, submissionVotes } from "../../db/schema/index.ts";
import { insertRegistration, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertSubmission } from "./gallery-test-kit.ts";
import { VoteBatches } from "./vote-writes.ts";
import { castVote } from "./votes.service.ts";
import { votingWorld } from "./votes-test-kit.ts";

// docs/product/hackathons.md#voting (ADR 0048): votes that arrive together are written together, each with its own
// answer. One batch at a time here, so everything sent at once after the first goes in one call of
// cast_votes_checked (migration 0020); on PostgreSQL the calls also race each other on real connections.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(() => t.close());

/** A writer that batches, and the warnings it logs (a batch failing as a whole logs one). */
function writer(options = { maxInFlight: 1, maxBatch: 64 }) {
  const warnings: string[] = [];
  const log = pino({ level: "warn" }, { write: (line: string) => void warnings.push(line) });
  return { batches: new VoteBatches(t.db, log, options), warnings };
}

/** A text[] parameter (ids hold no comma). */
const list = (ids: readonly (string | undefined)[]) => sql`string_to_array(${ids.join(",")}, ',')`;
const voters = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await insertUser(t.db)).id));
const settle = <T>(tasks: Promise<T>[]) => Promise.allSettled(tasks);
const refusal = (r: PromiseSettledResult<unknown>) => (r.status === "rejected" ? (r.reason as { status: number; key: string }) : null);

async function countsIn(ids: readonly string[]) {
  const rows = await t.db.select({ id: submissions.id, voteCount: submissions.voteCount, audienceScore: submissions.audienceScore }).from(submissions);
  return ids.map((id) => rows.find((r) => r.id === id));
}

async function rowsFor(submissionId: string) {
  return t.db.select().from(submissionVotes).where(eq(submissionVotes.submissionId, submissionId));
}

describe("cast_votes_checked", () => {
  it("answers each vote of one call on its own, in order", async () => {
    const { eventId, submissionIds, submitters } = await votingWorld(t.db, 2, { votesPerPerson: 1, publicVotingScope: "REGISTERED" });
    const other = await votingWorld(t.db, 1);
    const [a, b] = await voters(2);
    const outsider = (await insertUser(t.db)).id;
    await insertRegistration(t.db, eventId, a!, "APPROVED");
    await insertRegistration(t.db, eventId, b!, "PENDING");
    await insertRegistration(t.db, eventId, submitters[0]!, "APPROVED");
    const [tag] = rowsOf<{ tag: string }>(await t.db.execute(sql`select hackathon_vote_tag(e) as tag from events e where e.id = ${eventId}`));
    const calls = [
      [submissionIds[0], a], // voted
      [submissionIds[0], a], // the same again: repeat
      [submissionIds[1], a], // quota of one used by the first
      [other.submissionIds[0], b], // another event's submission
      [submissionIds[1], outsider], // not registered
      [submissionIds[0], submitters[0]], // own project
      [submissionIds[1], b], // pending is registered: voted
    ] as const;
    const rows = rowsOf<{ ord: number; outcome: string; vote_count: number | null; used: number | null; registration_status: string | null }>(
      await t.db.execute(sql`select * from cast_votes_checked(${eventId}, ${list(calls.map((c) => c[0]))}, ${list(calls.map((c) => c[1]))},
        ${tag!.tag}, array['PENDING','APPROVED','WAITLISTED']::text[], 1, 0.1, 10)`),
    );
    expect(rows.map((r) => [r.ord, r.outcome, r.vote_count, r.used, r.registration_status])).toEqual([
      [1, "voted", 1, 1, "APPROVED"],
      [2, "repeat", 1, 1, "APPROVED"],
      [3, "quota", null, 1, "APPROVED"],
      [4, "no_submission", null, null, null],
      [5, "out_of_scope", null, null, null],
      [6, "own_project", null, null, "APPROVED"],
      [7, "voted", 1, 1, "PENDING"],
    ]);
    expect(await countsIn(submissionIds)).toEqual([
      { id: submissionIds[0], voteCount: 1, audienceScore: 0.1 },
      { id: submissionIds[1], voteCount: 1, audienceScore: 0.1 },
    ]);
  });

  it("writes nothing on an event that changed since the tag, and says so for every vote", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 1);
    const [a, b] = await voters(2);
    const rows = rowsOf<{ outcome: string }>(
      await t.db.execute(sql`select outcome from cast_votes_checked(${eventId}, ${list([submissionIds[0], submissionIds[0]])}, ${list([a, b])},
        'an older tag', null, null, 0.1, 10)`),
    );
    expect(rows.map((r) => r.outcome)).toEqual(["stale", "stale"]);
    expect(await rowsFor(submissionIds[0]!)).toEqual([]);
  });
});

describe("votes sent together through one process's batches", () => {
  it("count every vote once: 40 people × 5 submissions at once leave 200 rows and counts of 40", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 5, { votesPerPerson: 5 });
    const people = await voters(40);
    const { batches, warnings } = writer();
    const results = await settle(people.flatMap((v) => submissionIds.map((s) => castVote(t.db, eventId, s, v, { batches }))));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(warnings).toEqual([]);
    expect(await countsIn(submissionIds)).toEqual(submissionIds.map((id) => ({ id, voteCount: 40, audienceScore: 4 })));
    // Each answer's count is the submission's when the batch wrote it: never more than the final one, never zero.
    for (const r of results) if (r.status === "fulfilled") expect(r.value.voteCount).toBeGreaterThan(0);
    for (const r of results) if (r.status === "fulfilled") expect(r.value.voteCount).toBeLessThanOrEqual(40);
  });

  it("keep one person's quota across one batch: 3 of 10 at once are votes, the other 7 the quota's refusal", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 10, { votesPerPerson: 3 });
    const [voter] = await voters(1);
    const { batches } = writer();
    const results = await settle(submissionIds.map((s) => castVote(t.db, eventId, s, voter!, { batches })));
    const voted = results.filter((r) => r.status === "fulfilled");
    expect(voted).toHaveLength(3);
    expect(results.map(refusal).filter(Boolean)).toEqual(Array.from({ length: 7 }, () => expect.objectContaining({ status: 409, key: "hackathons.vote.quotaUsed" })));
    const left = voted.map((r) => (r.status === "fulfilled" ? r.value.votesLeft : -1)).sort();
    expect(left).toEqual([0, 1, 2]);
    const counts = await countsIn(submissionIds);
    expect(counts.reduce((n, c) => n + c!.voteCount, 0)).toBe(3);
  });

  it("keep one row for 30 identical votes at once, every answer the count of 1", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 1, { votesPerPerson: 2 });
    const [voter] = await voters(1);
    const { batches } = writer();
    const results = await settle(Array.from({ length: 30 }, () => castVote(t.db, eventId, submissionIds[0]!, voter!, { batches })));
    expect(results.map((r) => (r.status === "fulfilled" ? [r.value.voteCount, r.value.votesLeft] : r.reason))).toEqual(Array.from({ length: 30 }, () => [1, 1]));
    expect(await rowsFor(submissionIds[0]!)).toHaveLength(1);
  });

  it("give each vote its own refusal when a batch mixes them", async () => {
    const { eventId, submissionIds, submitters } = await votingWorld(t.db, 2, { publicVotingScope: "PARTICIPANTS" });
    const [member, stranger] = await voters(2);
    await insertRegistration(t.db, eventId, member!, "APPROVED");
    await insertRegistration(t.db, eventId, submitters[0]!, "APPROVED");
    const foreign = await insertSubmission(t.db, (await votingWorld(t.db, 0)).eventId, [member!], { title: "别处的作品" });
    const { batches, warnings } = writer();
    const results = await settle([
      castVote(t.db, eventId, submissionIds[0]!, member!, { batches }),
      castVote(t.db, eventId, submissionIds[1]!, member!, { batches }),
      castVote(t.db, eventId, submissionIds[0]!, submitters[0]!, { batches }),
      castVote(t.db, eventId, submissionIds[0]!, stranger!, { batches }),
      castVote(t.db, eventId, foreign, member!, { batches }),
    ]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value.voteCount : refusal(r)))).toEqual([
      1,
      1,
      expect.objectContaining({ status: 403, key: "hackathons.vote.ownProject" }),
      expect.objectContaining({ status: 403, key: "hackathons.vote.participantsOnly" }),
      expect.objectContaining({ status: 404, key: "hackathons.submission.notFound" }),
    ]);
    expect(warnings).toEqual([]);
  });

  it("let a vote that breaks the whole call fail alone: the others are written one by one", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 1);
    const people = await voters(4);
    const { batches, warnings } = writer();
    // A voter whose account is gone by the time the vote is written (the session outlived it by a moment).
    const ghost = "ghost-voter-with-no-account";
    const results = await settle([...people, ghost, ...people.slice(0, 1)].map((v) => castVote(t.db, eventId, submissionIds[0]!, v, { batches })));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect(warnings.join("\n")).toContain("casting them one by one");
    expect(await countsIn(submissionIds)).toEqual([{ id: submissionIds[0], voteCount: 4, audienceScore: 0.4 }]);
    expect(await rowsFor(submissionIds[0]!)).toHaveLength(4);
  });

  it("race on real connections (on PostgreSQL): 4 batches at once, 60 people × 5 votes, quota 3", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 5, { votesPerPerson: 3 });
    const people = await voters(60);
    const { batches, warnings } = writer({ maxInFlight: 4, maxBatch: 16 });
    const results = await settle(people.flatMap((v) => submissionIds.map((s) => castVote(t.db, eventId, s, v, { batches }))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(180);
    expect(results.map(refusal).filter((r) => r && r.key !== "hackathons.vote.quotaUsed")).toEqual([]);
    expect(warnings).toEqual([]);
    const counts = await countsIn(submissionIds);
    const rows = await t.db.select().from(submissionVotes).where(eq(submissionVotes.eventId, eventId));
    expect(rows).toHaveLength(180);
    for (const c of counts) expect(c!.voteCount).toBe(rows.filter((r) => r.submissionId === c!.id).length);
  });

  it("through the route: 12 people voting at once each get their own 200, and the count is 12", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 1, { votesPerPerson: 1 });
    const people = await Promise.all(Array.from({ length: 12 }, () => signedIn(t, "en")));
    const url = `/api/events/${eventId}/submissions/${submissionIds[0]}/vote`;
    const answers = await Promise.all(people.map((p) => p.client.post(url, { voteType: "AUDIENCE" })));
    expect(answers.map((a) => [a.status, a.json.data.voted, a.json.data.votesLeft])).toEqual(people.map(() => [200, true, 0]));
    expect(Math.max(...answers.map((a) => a.json.data.voteCount as number))).toBe(12);
    expect(await rowsFor(submissionIds[0]!)).toHaveLength(12);
  });
});
