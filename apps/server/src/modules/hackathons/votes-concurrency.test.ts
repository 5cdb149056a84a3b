import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissions, submissionVotes, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { castVote, withdrawVote } from "./votes.service.ts";
import { votingWorld } from "./votes-test-kit.ts";

// docs/product/hackathons.md#voting: one vote per person and submission, and the quota, whatever the
// interleaving. PGlite has one connection and hides races, so the race runs on PostgreSQL (TEST_DATABASE_URL,
// as in CI) with a pool of real connections; on PGlite the same invariants are checked in sequence.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(() => t.close());

async function runAll<T>(tasks: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  if (onPostgres) return Promise.allSettled(tasks.map((task) => task()));
  const out: PromiseSettledResult<T>[] = [];
  for (const task of tasks)
    out.push(
      await task().then(
        (value) => ({ status: "fulfilled", value }) as const,
        (reason) => ({ status: "rejected", reason }) as const,
      ),
    );
  return out;
}

async function newVoter(): Promise<string> {
  const id = crypto.randomUUID();
  await t.db.insert(users).values({ id, name: "投票人", email: `${id}@load.example.com` });
  return id;
}

const countsOf = async (ids: string[]) => {
  const rows = await t.db
    .select({
      id: submissions.id,
      voteCount: submissions.voteCount,
      audienceScore: submissions.audienceScore,
    })
    .from(submissions);
  return rows.filter((r) => ids.includes(r.id));
};

describe(`votes under ${onPostgres ? "concurrent (PostgreSQL)" : "sequential (PGlite)"} load`, () => {
  it("100 simultaneous votes by one person on one submission leave exactly one row and a count of 1", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 1);
    const [id] = submissionIds as [string];
    const voter = await newVoter();
    const results = await runAll(Array.from({ length: 100 }, () => () => castVote(t.db, eventId, id, voter)));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await t.db.select().from(submissionVotes).where(eq(submissionVotes.submissionId, id))).toHaveLength(1);
    expect(await countsOf([id])).toEqual([{ id, voteCount: 1, audienceScore: 0.1 }]);
  });

  it("the same with a quota: one row, and the quota charged once", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 1, {
      votesPerPerson: 3,
    });
    const voter = await newVoter();
    const results = await runAll(Array.from({ length: 100 }, () => () => castVote(t.db, eventId, submissionIds[0]!, voter)));
    const answers = results.map((r) => (r.status === "fulfilled" ? r.value.votesLeft : r.reason));
    expect(new Set(answers)).toEqual(new Set([2]));
    expect(await countsOf(submissionIds)).toEqual([{ id: submissionIds[0], voteCount: 1, audienceScore: 0.1 }]);
  });

  it("simultaneous votes across 25 submissions never pass a quota of 3; refusals say the quota is used", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 25, {
      votesPerPerson: 3,
    });
    const voters = await Promise.all(Array.from({ length: 4 }, newVoter));
    // Interleaved (each person's votes spread over the whole burst), so one person's votes overlap.
    const tasks = submissionIds.flatMap((s) => voters.map((v) => () => castVote(t.db, eventId, s, v)));
    const results = await runAll(tasks);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(12);
    const reasons = new Set(results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => (r.reason as { key?: string }).key));
    expect(reasons).toEqual(new Set(["hackathons.vote.quotaUsed"]));
    const rows = await t.db.select().from(submissionVotes).where(eq(submissionVotes.eventId, eventId));
    for (const v of voters) expect(rows.filter((r) => r.voterId === v)).toHaveLength(3);
    // The counters equal the rows, submission by submission.
    for (const c of await countsOf(submissionIds)) expect(c.voteCount).toBe(rows.filter((r) => r.submissionId === c.id).length);
  });

  it("votes and withdrawals racing by many people keep every counter equal to its rows", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 3);
    const voters = await Promise.all(Array.from({ length: 20 }, newVoter));
    await runAll(voters.flatMap((v) => submissionIds.map((s) => () => castVote(t.db, eventId, s, v))));
    const withdrawn = voters.slice(0, 7);
    await runAll(withdrawn.flatMap((v) => submissionIds.map((s) => () => withdrawVote(t.db, eventId, s, v))));
    for (const c of await countsOf(submissionIds)) expect(c).toEqual({ id: c.id, voteCount: 13, audienceScore: 1.3 });
  });
});
