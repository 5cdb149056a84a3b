import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionAwards, submissions } from "../../db/schema/index.ts";
import { insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { insertJudgedHackathon, insertScored } from "./results-test-kit.ts";

// docs/product/hackathons.md#results, with the real app and database: what GET voting-results shows in each
// stage, the ranking rule (ties, a zero score, one side off), and the final scores stored on entering RESULTS.

type Person = { client: TestClient; userId: string };
let t: TestApp;
let host: Person;
let a: string;
let b: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  host = await signedIn(t, "zh", { name: "主办方" });
  [a, b] = [(await insertUser(t.db, { name: "甲" })).id, (await insertUser(t.db, { name: "乙" })).id];
});
afterAll(() => t.close());

const results = (id: string, c: TestClient = t.client()) => c.get(`/api/events/${id}/voting-results`);
const round = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);

describe("GET /api/events/{id}/voting-results", () => {
  it("during VOTING shows vote counts only, ordered by votes: judge scores, final scores and ranks stay hidden", async () => {
    const id = await insertJudgedHackathon(t.db, host.userId, "VOTING");
    await insertScored(t.db, id, [a], { title: "少票", voteCount: 2, audienceScore: 0.2, judgeScore: 9 });
    await insertScored(t.db, id, [b], { title: "多票", voteCount: 7, audienceScore: 0.7, judgeScore: 3 });
    const res = await results(id);
    expect(res.status).toBe(200);
    expect(res.json.data.config).toMatchObject({ stage: "VOTING", revealed: false, judgeWeight: 0.7, publicWeight: 0.3 });
    expect(res.json.data.submissions.map((s: { title: string; voteCount: number; audienceScore: number; judgeScore: null; finalScore: null; rank: null }) => [s.title, s.voteCount, s.audienceScore, s.judgeScore, s.finalScore, s.rank])).toEqual([
      ["多票", 7, 0.7, null, null, null],
      ["少票", 2, 0.2, null, null, null],
    ]);
    // Even the organiser reads it so: the awards tab is where proposals are.
    expect((await results(id, host.client)).json.data.submissions[0].judgeScore).toBeNull();
  });

  it("before VOTING lists nothing", async () => {
    const id = await insertJudgedHackathon(t.db, host.userId, "SUBMISSION");
    await insertScored(t.db, id, [a], { voteCount: 0 });
    expect((await results(id)).json.data.submissions).toEqual([]);
  });

  it("in RESULTS ranks by 0.7 × judge + 0.3 × audience, ties to the judge score then the earlier submission, 0 a real score", async () => {
    const id = await insertJudgedHackathon(t.db, host.userId, "RESULTS");
    const c = (await insertUser(t.db)).id;
    const d = (await insertUser(t.db)).id;
    const e = (await insertUser(t.db)).id;
    // Worked example: P = 0.7×8 + 0.3×3 = 6.5; Q = 0.7×5 + 0.3×10 = 6.5 (tie, P judged higher);
    // R and S tie on both (5, 5 → 5.0): R was submitted first. Z scored 0 by the judges: 0.3×10 = 3.0, ahead of
    // N, nobody's vote and no judge (audience 0 with public voting on: final 0.0).
    await insertScored(t.db, id, [a], { title: "S", judgeScore: 5, audienceScore: 5, voteCount: 50, minute: 9 });
    await insertScored(t.db, id, [b], { title: "Q", judgeScore: 5, audienceScore: 10, voteCount: 100, minute: 1 });
    await insertScored(t.db, id, [c], { title: "P", judgeScore: 8, audienceScore: 3, voteCount: 30, minute: 5 });
    await insertScored(t.db, id, [d], { title: "R", judgeScore: 5, audienceScore: 5, voteCount: 50, minute: 2 });
    await insertScored(t.db, id, [e], { title: "Z", judgeScore: 0, audienceScore: 10, voteCount: 100, minute: 0 });
    const n = (await insertUser(t.db)).id;
    await insertScored(t.db, id, [n], { title: "N", minute: 0 });
    const res = await results(id);
    expect(res.json.data.config.revealed).toBe(true);
    expect(res.json.data.submissions.map((s: { title: string; finalScore: number; rank: number }) => [s.title, round(s.finalScore), s.rank])).toEqual([
      ["P", 6.5, 1],
      ["Q", 6.5, 2],
      ["R", 5, 3],
      ["S", 5, 4],
      ["Z", 3, 5],
      ["N", 0, 6],
    ]);
    expect(res.json.data.submissions[0].team).toEqual([{ id: c, name: expect.any(String), username: expect.any(String), image: null, role: "SUBMITTER" }]);
    expect(JSON.stringify(res.json)).not.toMatch(/@example\.com|phone/);
  });

  it("counts one side alone when the other is off", async () => {
    const judgesOnly = await insertJudgedHackathon(t.db, host.userId, "RESULTS", { allowPublicVoting: false });
    await insertScored(t.db, judgesOnly, [a], { judgeScore: 6, audienceScore: 10, voteCount: 100 });
    const j = (await results(judgesOnly)).json.data.submissions[0];
    expect([j.finalScore, j.audienceScore]).toEqual([6, null]);
    const crowdOnly = await insertJudgedHackathon(t.db, host.userId, "RESULTS", { enableJudgeVoting: false });
    await insertScored(t.db, crowdOnly, [a], { judgeScore: 9, audienceScore: 4, voteCount: 40 });
    const p = (await results(crowdOnly)).json.data.submissions[0];
    expect([round(p.finalScore), p.judgeScore]).toEqual([4, null]);
  });

  it("shows published awards only", async () => {
    const id = await insertJudgedHackathon(t.db, host.userId, "RESULTS");
    const s1 = await insertScored(t.db, id, [a], { judgeScore: 9 });
    const s2 = await insertScored(t.db, id, [b], { judgeScore: 1 });
    await t.db.insert(submissionAwards).values([
      { eventId: id, awardId: "grand", submissionId: s1, level: "FIRST", category: "GENERAL", publishedAt: new Date() },
      { eventId: id, awardId: "crowd", submissionId: s2, level: "EXCELLENCE", category: "SOCIAL" },
    ]);
    const data = (await results(id)).json.data;
    expect(data.config.published).toBe(true);
    expect(data.submissions.map((s: { awards: unknown[] }) => s.awards)).toEqual([[{ awardId: "grand", name: "评委大奖", level: "FIRST", category: "GENERAL" }], []]);
  });

  it("answers 404 for a draft (to strangers), a missing id and an event that is not a hackathon", async () => {
    const draft = await insertJudgedHackathon(t.db, host.userId, "RESULTS");
    await t.db.execute(`update events set status = 'DRAFT' where id = '${draft}'`);
    expect((await results(draft)).status).toBe(404);
    expect((await results(draft, host.client)).status).toBe(200);
    expect((await results("nope")).status).toBe(404);
  });
});

describe("entering RESULTS", () => {
  it("stores every final score and rank, so the gallery's score sort follows them, and clears them on leaving", async () => {
    const id = await insertJudgedHackathon(t.db, host.userId, "VOTING");
    const low = await insertScored(t.db, id, [a], { title: "低", judgeScore: 2, audienceScore: 1, voteCount: 10 });
    const high = await insertScored(t.db, id, [b], { title: "高", judgeScore: 9, audienceScore: 0.5, voteCount: 5 });
    expect((await host.client.post(`/api/events/${id}/hackathon-stage`, { stage: "RESULTS" })).status).toBe(200);
    const rows = await t.db.select({ id: submissions.id, finalScore: submissions.finalScore, rank: submissions.rank }).from(submissions).where(eq(submissions.eventId, id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect([round(byId.get(high)!.finalScore), byId.get(high)!.rank]).toEqual([6.45, 1]);
    expect([round(byId.get(low)!.finalScore), byId.get(low)!.rank]).toEqual([1.7, 2]);
    const gallery = await t.client().get(`/api/events/${id}/submissions?sort=score`);
    expect(gallery.json.data.submissions.map((s: { title: string }) => s.title)).toEqual(["高", "低"]);
    // Back to VOTING: the stored ranks go, so no medal shows on the gallery before the results are out again.
    expect((await host.client.post(`/api/events/${id}/hackathon-stage`, { stage: "VOTING" })).status).toBe(200);
    const cleared = await t.db.select({ finalScore: submissions.finalScore, rank: submissions.rank }).from(submissions).where(eq(submissions.eventId, id));
    expect(cleared).toEqual([
      { finalScore: null, rank: null },
      { finalScore: null, rank: null },
    ]);
  });
});
