import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  judgeReviews,
  judgeScores,
  submissionAwards,
} from "../../db/schema/index.ts";
import { insertUser, signedIn } from "../../test/fixtures.ts";
import {
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { judgedHackathon, judgeScoreOfRow, scorePath, sheet, twoTeams } from "./judging-test-kit.ts";

// docs/product/hackathons.md#judging, with the real app and database.

type Person = { client: TestClient; userId: string };
let t: TestApp;
let host: Person;
let judgeA: Person;
let judgeB: Person;
let stranger: Person;
let english: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  [host, judgeA, judgeB, stranger, english] = (await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t),
    signedIn(t),
    signedIn(t, "en"),
  ])) as [Person, Person, Person, Person, Person];
});
afterAll(() => t.close());


describe("scoring", () => {
  it("worked example: two judges, two weighted criteria; each judge's rows are their own and the mean is of both", async () => {
    const { eventId, submissionIds } = await judgedHackathon(
      t.db,
      host,
      [judgeA.userId, judgeB.userId],
      await twoTeams(t.db),
    );
    const [first] = submissionIds as [string];
    // Judge A: (2×9 + 1×6)/3 = 8. Judge B: (2×4 + 1×10)/3 = 6. Mean: 7.
    const a = await judgeA.client.request(
      "PUT",
      scorePath(eventId, first),
      sheet(9, 6, "结构清晰"),
    );
    expect(a.status).toBe(200);
    expect(a.json.data.progress).toEqual({ scored: 1, total: 2 });
    expect(await judgeScoreOfRow(t.db, first)).toBeCloseTo(8, 5);
    expect(
      (
        await judgeB.client.request(
          "PUT",
          scorePath(eventId, first),
          sheet(4, 10),
        )
      ).status,
    ).toBe(200);
    expect(await judgeScoreOfRow(t.db, first)).toBeCloseTo(7, 5);
    // The second judge did not overwrite the first: four rows, A's untouched.
    const rows = await t.db
      .select()
      .from(judgeScores)
      .where(eq(judgeScores.submissionId, first));
    expect(rows).toHaveLength(4);
    expect(
      rows
        .filter((r) => r.judgeId === judgeA.userId)
        .map((r) => r.score)
        .sort(),
    ).toEqual([6, 9]);
    // A changes their mind: their own rows change, B's stay.
    await judgeA.client.request(
      "PUT",
      scorePath(eventId, first),
      sheet(10, 10),
    );
    expect(await judgeScoreOfRow(t.db, first)).toBeCloseTo((10 + 6) / 2, 5);
    const sheetA = (await judgeA.client.get(`/api/events/${eventId}/judging`))
      .json.data;
    expect(sheetA.criteria.map((c: { id: string }) => c.id)).toEqual([
      "tech",
      "idea",
    ]);
    expect(sheetA.submissions[0]).toMatchObject({
      scored: true,
      myComment: null,
      ownTeam: false,
    });
    expect(sheetA.progress).toEqual({ scored: 1, total: 2 });
  });

  it("the bounds are 1 and 10, whole numbers: 0, 11 and 5.5 are refused naming the field; all ones is a real score", async () => {
    const { eventId, submissionIds } = await judgedHackathon(
      t.db,
      host,
      [judgeA.userId],
      await twoTeams(t.db),
    );
    const id = submissionIds[0]!;
    for (const bad of [0, 11, 5.5]) {
      const res = await judgeA.client.request(
        "PUT",
        scorePath(eventId, id),
        sheet(bad, 5),
      );
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.json.details)).toContain("scores");
    }
    const missing = await judgeA.client.request("PUT", scorePath(eventId, id), {
      scores: [{ criterionId: "tech", score: 5 }],
    });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe("请为每个评分维度打分");
    expect(await judgeScoreOfRow(t.db, id)).toBeNull();
    expect(
      (await judgeA.client.request("PUT", scorePath(eventId, id), sheet(1, 1)))
        .status,
    ).toBe(200);
    expect(await judgeScoreOfRow(t.db, id)).toBe(1);
  });

  it("a judge on the team is refused (403) and the submission is not counted in their progress", async () => {
    const { eventId, submissionIds } = await judgedHackathon(
      t.db,
      host,
      [judgeA.userId],
      [[judgeA.userId], [(await insertUser(t.db)).id]],
    );
    const res = await judgeA.client.request(
      "PUT",
      scorePath(eventId, submissionIds[0]!),
      sheet(10, 10),
    );
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("不能为自己所在团队的作品评分");
    expect(
      await t.db
        .select()
        .from(judgeScores)
        .where(eq(judgeScores.eventId, eventId)),
    ).toHaveLength(0);
    const view = (await judgeA.client.get(`/api/events/${eventId}/judging`))
      .json.data;
    expect(view.submissions[0].ownTeam).toBe(true);
    expect(view.progress).toEqual({ scored: 0, total: 1 });
  });

  it("a non-judge is refused (403, in their language) and reads no sheet", async () => {
    const { eventId, submissionIds } = await judgedHackathon(
      t.db,
      host,
      [judgeA.userId],
      await twoTeams(t.db),
    );
    const res = await english.client.request(
      "PUT",
      scorePath(eventId, submissionIds[0]!),
      sheet(5, 5),
    );
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You are not a judge of this hackathon");
    expect(
      (await stranger.client.get(`/api/events/${eventId}/judging`)).status,
    ).toBe(403);
    // The organiser is not a judge either until named.
    expect(
      (
        await host.client.request(
          "PUT",
          scorePath(eventId, submissionIds[0]!),
          sheet(5, 5),
        )
      ).status,
    ).toBe(403);
  });

  it("closed before SUBMISSION and once results are published; open in RESULTS before that", async () => {
    const early = await judgedHackathon(
      t.db,
      host,
      [judgeA.userId],
      await twoTeams(t.db),
      { stage: "DEVELOPMENT" },
    );
    expect(
      (
        await judgeA.client.request(
          "PUT",
          scorePath(early.eventId, early.submissionIds[0]!),
          sheet(5, 5),
        )
      ).status,
    ).toBe(409);
    const late = await judgedHackathon(
      t.db,
      host,
      [judgeA.userId],
      await twoTeams(t.db),
      { stage: "RESULTS" },
    );
    const id = late.submissionIds[0]!;
    expect(
      (
        await judgeA.client.request(
          "PUT",
          scorePath(late.eventId, id),
          sheet(5, 5, "好"),
        )
      ).status,
    ).toBe(200);
    await t.db
      .insert(submissionAwards)
      .values({
        eventId: late.eventId,
        awardId: "a1",
        submissionId: id,
        level: "FIRST",
        category: "GENERAL",
        publishedAt: new Date(),
      });
    const closed = await judgeA.client.request(
      "PUT",
      scorePath(late.eventId, id),
      sheet(9, 9),
    );
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe("结果已公布，评分不能再修改");
    expect(await judgeScoreOfRow(t.db, id)).toBe(5);
    expect(
      (await judgeA.client.get(`/api/events/${late.eventId}/judging`)).json.data
        .open,
    ).toBe(false);
    const [review] = await t.db
      .select()
      .from(judgeReviews)
      .where(
        and(
          eq(judgeReviews.submissionId, id),
          eq(judgeReviews.judgeId, judgeA.userId),
        ),
      );
    expect(review?.comment).toBe("好");
  });

  it("a submission of another event is not found", async () => {
    const one = await judgedHackathon(
      t.db,
      host,
      [judgeA.userId],
      await twoTeams(t.db),
    );
    const other = await judgedHackathon(
      t.db,
      host,
      [judgeA.userId],
      await twoTeams(t.db),
    );
    expect(
      (
        await judgeA.client.request(
          "PUT",
          scorePath(one.eventId, other.submissionIds[0]!),
          sheet(5, 5),
        )
      ).status,
    ).toBe(404);
  });
});
