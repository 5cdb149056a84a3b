import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awardRecipients, notifications, submissionAwards } from "../../db/schema/index.ts";
import { grantAdmin } from "../event-console/console-test-kit.ts";
import { insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { insertJudgedHackathon, insertScored } from "./results-test-kit.ts";

// docs/product/hackathons.md#awards, with the real app and database: proposals, the assignment's rules, who may
// assign, and publishing (recipients per team member, one notice each, idempotent). Two publishes at once run on
// PostgreSQL too (TEST_DATABASE_URL).

type Person = { client: TestClient; userId: string };
let t: TestApp;
let host: Person;
let editor: Person;
let checker: Person;
let stranger: Person;
let winner: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  [host, editor, checker, stranger, winner] = (await Promise.all([signedIn(t, "zh", { name: "主办方" }), signedIn(t), signedIn(t), signedIn(t, "en"), signedIn(t)])) as Person[] as [Person, Person, Person, Person, Person];
});
afterAll(() => t.close());

const url = (id: string) => `/api/events/${id}/awards-assignment`;
const put = (c: TestClient, id: string, awards: object[]) => c.request("PUT", url(id), { awards });
const publish = (c: TestClient, id: string) => c.post(`/api/events/${id}/results/publish`);

/** RESULTS with three submissions: judges favour J, the crowd favours C; W's team is the winner and a teammate. */
async function world(stage: "RESULTS" | "VOTING" = "RESULTS") {
  const id = await insertJudgedHackathon(t.db, host.userId, stage);
  const mate = (await insertUser(t.db)).id;
  const j = await insertScored(t.db, id, [winner.userId, mate], { title: "J", judgeScore: 9, audienceScore: 1, voteCount: 10 });
  const c = await insertScored(t.db, id, [(await insertUser(t.db)).id], { title: "C", judgeScore: 4, audienceScore: 9, voteCount: 90 });
  const m = await insertScored(t.db, id, [(await insertUser(t.db)).id], { title: "M", judgeScore: 6, audienceScore: 6, voteCount: 60 });
  await grantAdmin(t.db, id, editor.userId, { canEditEvent: true });
  await grantAdmin(t.db, id, checker.userId, { canCheckIn: true });
  return { id, j, c, m, mate };
}

describe("GET /api/events/{id}/awards-assignment", () => {
  it("proposes a JUDGE award from the judge ranking and a PUBLIC award from the audience ranking", async () => {
    const { id, j, c, m } = await world();
    const res = await t.client().get(url(id));
    expect(res.status).toBe(401);
    const data = (await host.client.get(url(id))).json.data;
    expect(data.stage).toBe("RESULTS");
    expect(data.publishedAt).toBeNull();
    expect(data.awards.map((a: { awardId: string; proposedSubmissionIds: string[] }) => [a.awardId, a.proposedSubmissionIds])).toEqual([
      ["grand", [j]],
      ["crowd", [c, m]],
    ]);
    expect(data.candidates.map((s: { title: string; rank: number }) => [s.title, s.rank])).toEqual([
      ["J", 1],
      ["M", 2],
      ["C", 3],
    ]);
  });
});

describe("PUT /api/events/{id}/awards-assignment", () => {
  it("saves winners with level and category, replaces them on the next save, and drops an award left out", async () => {
    const { id, j, c, m } = await world();
    const res = await put(host.client, id, [
      { awardId: "grand", submissionIds: [j], level: "FIRST", category: "TECHNICAL" },
      { awardId: "crowd", submissionIds: [c, m], level: "EXCELLENCE", category: "SOCIAL" },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("奖项评定已保存");
    expect(res.json.data.awards[1].assigned).toEqual({ submissionIds: expect.arrayContaining([c, m]), level: "EXCELLENCE", category: "SOCIAL" });
    // An event admin with canEditEvent may change them: the crowd award now goes to M alone, the grand prize is withdrawn.
    expect((await put(editor.client, id, [{ awardId: "crowd", submissionIds: [m], level: "SECOND", category: "CREATIVE" }])).status).toBe(200);
    const rows = await t.db.select().from(submissionAwards).where(eq(submissionAwards.eventId, id));
    expect(rows.map((r) => [r.awardId, r.submissionId, r.level, r.category])).toEqual([["crowd", m, "SECOND", "CREATIVE"]]);
  });

  it("refuses more than maxWinners, an unknown award, another hackathon's submission, a bad level (422 naming the field)", async () => {
    const { id, j, c, m } = await world();
    const other = await world();
    const tooMany = await put(host.client, id, [{ awardId: "grand", submissionIds: [j, c], level: "FIRST", category: "GENERAL" }]);
    expect([tooMany.status, tooMany.json.error, tooMany.json.details?.[0]?.field]).toEqual([422, "“评委大奖”最多 1 个获奖作品", "awards.0.submissionIds"]);
    const unknown = await put(host.client, id, [{ awardId: "nope", submissionIds: [], level: "FIRST", category: "GENERAL" }]);
    expect([unknown.status, unknown.json.details?.[0]?.field]).toEqual([422, "awards.0.awardId"]);
    const foreign = await put(host.client, id, [{ awardId: "crowd", submissionIds: [m, other.j], level: "FIRST", category: "GENERAL" }]);
    expect([foreign.status, foreign.json.details?.[0]?.field]).toEqual([422, "awards.0.submissionIds"]);
    const level = await stranger.client.request("PUT", url(id), { awards: [{ awardId: "crowd", submissionIds: [m], level: "GOLD", category: "GENERAL" }] });
    expect(level.status).toBe(422);
    // In the caller's language, naming the field.
    expect(level.json.details).toEqual([expect.objectContaining({ field: "awards.0.level", message: "Choose the award's level" })]);
    expect(await t.db.select().from(submissionAwards).where(eq(submissionAwards.eventId, id))).toEqual([]);
  });

  it("is for the owner and canEditEvent admins only, and only in RESULTS", async () => {
    const { id, j } = await world();
    const body = [{ awardId: "grand", submissionIds: [j], level: "FIRST", category: "GENERAL" }];
    expect((await put(t.client(), id, body)).status).toBe(401);
    expect((await put(stranger.client, id, body)).status).toBe(403);
    expect((await put(checker.client, id, body)).status).toBe(403);
    expect((await put(winner.client, id, body)).status).toBe(403);
    expect((await checker.client.get(url(id))).status).toBe(403);
    expect((await publish(stranger.client, id)).status).toBe(403);
    expect((await publish(winner.client, id)).status).toBe(403);
    expect(await t.db.select().from(submissionAwards).where(eq(submissionAwards.eventId, id))).toEqual([]);
    const voting = await world("VOTING");
    const early = await put(host.client, voting.id, [{ awardId: "grand", submissionIds: [voting.j], level: "FIRST", category: "GENERAL" }]);
    expect([early.status, early.json.error]).toEqual([409, "只有在“结果公布”阶段才能评定奖项"]);
    expect((await publish(host.client, voting.id)).status).toBe(409);
  });
});

describe("POST /api/events/{id}/results/publish", () => {
  it("records each team member of each award, notifies each once (zh/en), and publishing again changes nothing", async () => {
    const { id, j, m, mate } = await world();
    expect((await publish(host.client, id)).json.error).toBe("还没有评定任何奖项");
    await put(host.client, id, [
      { awardId: "grand", submissionIds: [j], level: "FIRST", category: "GENERAL" },
      { awardId: "crowd", submissionIds: [m], level: "EXCELLENCE", category: "SOCIAL" },
    ]);
    const first = await publish(host.client, id);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ recipients: 3, notified: 3 });
    const again = await publish(host.client, id);
    expect(again.json.data).toMatchObject({ recipients: 3, notified: 0, publishedAt: first.json.data.publishedAt });
    const recipients = await t.db.select().from(awardRecipients).where(eq(awardRecipients.eventId, id));
    expect(recipients.map((r) => r.userId).sort()).toEqual(expect.arrayContaining([winner.userId, mate]));
    expect(recipients).toHaveLength(3);
    const notices = await t.db.select().from(notifications).where(and(eq(notifications.userId, winner.userId), eq(notifications.type, "hackathonAward"), eq(notifications.link, `/events/${id}`)));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toMatchObject({ award: "评委大奖", event: "结果黑客松" });
    // The winner reads it in their own language, and the results tab now shows the award.
    const list = await winner.client.get("/api/notifications");
    expect(JSON.stringify(list.json)).toContain("你的团队在“结果黑客松”中获得“评委大奖”。");
    const results = (await t.client().get(`/api/events/${id}/voting-results`)).json.data;
    expect(results.submissions[0].awards).toEqual([{ awardId: "grand", name: "评委大奖", level: "FIRST", category: "GENERAL" }]);
  });

  it("two publishes at once record and notify each recipient exactly once", async () => {
    const { id, j } = await world();
    await put(host.client, id, [{ awardId: "grand", submissionIds: [j], level: "FIRST", category: "GENERAL" }]);
    const answers = await Promise.all([publish(host.client, id), publish(editor.client, id), publish(host.client, id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, r) => sum + (r.json.data.notified as number), 0)).toBe(2);
    expect(await t.db.select().from(awardRecipients).where(eq(awardRecipients.eventId, id))).toHaveLength(2);
    expect(await t.db.select().from(notifications).where(and(eq(notifications.userId, winner.userId), eq(notifications.type, "hackathonAward"), eq(notifications.link, `/events/${id}`)))).toHaveLength(1);
  });
});
