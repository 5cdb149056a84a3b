import { judgeScoreInputSchema, judgeScoreOf } from "@commons/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  events,
  hackathonJudges,
  judgeScores,
  submissions,
  users,
} from "../../db/schema/index.ts";
import { insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertSubmission, storedConfig } from "./gallery-test-kit.ts";
import { sheet, TWO_CRITERIA } from "./judging-test-kit.ts";
import { putJudgeScore } from "./judging.service.ts";
import { insertHackathon } from "./submission-test-kit.ts";

// docs/product/hackathons.md#judging: judges saving at once each keep their own rows, and the stored judge score
// is the mean of all of them (never the last writer's). PGlite has one connection and hides races, so the race runs
// on PostgreSQL (TEST_DATABASE_URL, as in CI); on PGlite the same invariant is checked sequentially.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const JUDGES = onPostgres ? 12 : 4;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(() => t.close());

async function runAll<T>(
  tasks: (() => Promise<T>)[],
): Promise<PromiseSettledResult<T>[]> {
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

describe("judges scoring one submission at once", () => {
  it(`${JUDGES} judges save together: every sheet is kept and the judge score is the mean of all (${onPostgres ? "PostgreSQL" : "PGlite, sequential"})`, async () => {
    const organizer = await insertUser(t.db);
    const eventId = await insertHackathon(t.db, organizer.id);
    await t.db
      .update(events)
      .set({
        hackathonConfig: {
          ...storedConfig("VOTING"),
          judging: { criteria: TWO_CRITERIA },
        },
      })
      .where(eq(events.id, eventId));
    const submissionId = await insertSubmission(t.db, eventId, [
      (await insertUser(t.db)).id,
    ]);
    const judges = Array.from({ length: JUDGES }, () => crypto.randomUUID());
    await t.db
      .insert(users)
      .values(
        judges.map((id) => ({
          id,
          name: "评委",
          email: `${id}@load.example.com`,
        })),
      );
    await t.db
      .insert(hackathonJudges)
      .values(judges.map((userId) => ({ eventId, userId })));
    const results = await runAll(
      judges.map(
        (judgeId, i) => () =>
          putJudgeScore(
            t.db,
            eventId,
            submissionId,
            judgeId,
            judgeScoreInputSchema.parse(sheet((i % 10) + 1, 10 - (i % 10))),
          ),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const rows = await t.db
      .select()
      .from(judgeScores)
      .where(eq(judgeScores.submissionId, submissionId));
    expect(rows).toHaveLength(JUDGES * 2);
    const [stored] = await t.db
      .select({ judgeScore: submissions.judgeScore })
      .from(submissions)
      .where(eq(submissions.id, submissionId));
    expect(stored!.judgeScore).toBeCloseTo(
      judgeScoreOf(rows, TWO_CRITERIA)!,
      5,
    );
  }, 60_000);
});
