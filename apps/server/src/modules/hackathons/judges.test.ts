import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test/fixtures.ts";
import {
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/test-app.ts";
import { judgedHackathon, judgeScoreOfRow, scorePath, sheet, TWO_CRITERIA, twoTeams } from "./judging-test-kit.ts";

// docs/product/hackathons.md#judging: naming judges and setting criteria, with the real app and database.

type Person = { client: TestClient; userId: string };
let t: TestApp;
let host: Person;
let judgeA: Person;
let judgeB: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  [host, judgeA, judgeB, stranger] = (await Promise.all([signedIn(t), signedIn(t), signedIn(t), signedIn(t)])) as [Person, Person, Person, Person];
});
afterAll(() => t.close());


describe("judges and criteria", () => {
  it("the organiser names judges (public fields only), unknown ids are refused; a stranger may not", async () => {
    const { eventId } = await judgedHackathon(t.db, host, [judgeA.userId], []);
    const res = await host.client.request(
      "PUT",
      `/api/events/${eventId}/judges`,
      { userIds: [judgeA.userId, judgeB.userId] },
    );
    expect(res.status).toBe(200);
    expect(
      res.json.data.judges.map((j: { id: string }) => j.id).sort(),
    ).toEqual([judgeA.userId, judgeB.userId].sort());
    expect(JSON.stringify(res.json)).not.toContain("@");
    const unknown = await host.client.request(
      "PUT",
      `/api/events/${eventId}/judges`,
      { userIds: [crypto.randomUUID()] },
    );
    expect(unknown.status).toBe(422);
    // The event page tells a judge they are one (and nobody else).
    expect((await judgeB.client.get(`/api/events/${eventId}`)).json.data.viewer.isJudge).toBe(true);
    expect((await stranger.client.get(`/api/events/${eventId}`)).json.data.viewer.isJudge).toBe(false);
    expect(
      (
        await stranger.client.request("PUT", `/api/events/${eventId}/judges`, {
          userIds: [stranger.userId],
        })
      ).status,
    ).toBe(403);
    expect(
      (await stranger.client.get(`/api/events/${eventId}/judges`)).status,
    ).toBe(403);
  });

  it("removing a judge stops their rows counting (kept); naming them again restores them", async () => {
    const { eventId, submissionIds } = await judgedHackathon(
      t.db,
      host,
      [judgeA.userId, judgeB.userId],
      await twoTeams(t.db),
    );
    const id = submissionIds[0]!;
    await judgeA.client.request("PUT", scorePath(eventId, id), sheet(9, 6));
    await judgeB.client.request("PUT", scorePath(eventId, id), sheet(4, 10));
    await host.client.request("PUT", `/api/events/${eventId}/judges`, {
      userIds: [judgeA.userId],
    });
    expect(await judgeScoreOfRow(t.db, id)).toBeCloseTo(8, 5);
    await host.client.request("PUT", `/api/events/${eventId}/judges`, {
      userIds: [judgeA.userId, judgeB.userId],
    });
    expect(await judgeScoreOfRow(t.db, id)).toBeCloseTo(7, 5);
  });

  it("removing a scored criterion is refused by name; reweighting recomputes; the progress table shows each judge", async () => {
    const { eventId, submissionIds } = await judgedHackathon(
      t.db,
      host,
      [judgeA.userId, judgeB.userId],
      await twoTeams(t.db),
    );
    const id = submissionIds[0]!;
    await judgeA.client.request("PUT", scorePath(eventId, id), sheet(9, 6));
    const drop = await host.client.request(
      "PUT",
      `/api/events/${eventId}/hackathon-config`,
      { judging: { criteria: [TWO_CRITERIA[0]] } },
    );
    expect(drop.status).toBe(409);
    expect(drop.json.message).toBe("评分维度“创意”已有评委打分，不能删除");
    const reweigh = await host.client.request(
      "PUT",
      `/api/events/${eventId}/hackathon-config`,
      { judging: { criteria: TWO_CRITERIA.map((c) => ({ ...c, weight: 1 })) } },
    );
    expect(reweigh.status).toBe(200);
    expect(await judgeScoreOfRow(t.db, id)).toBeCloseTo(7.5, 5);
    const progress = (
      await host.client.get(`/api/events/${eventId}/judging-progress`)
    ).json.data;
    expect(progress.submissions).toHaveLength(2);
    const byJudge = Object.fromEntries(
      progress.judges.map(
        (j: {
          id: string;
          scored: number;
          total: number;
          scoredIds: string[];
        }) => [j.id, [j.scored, j.total, j.scoredIds]],
      ),
    );
    expect(byJudge).toEqual({
      [judgeA.userId]: [1, 2, [id]],
      [judgeB.userId]: [0, 2, []],
    });
    expect(
      (await judgeA.client.get(`/api/events/${eventId}/judging-progress`))
        .status,
    ).toBe(403);
  });
});
