import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvent, insertRegistration, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { approve, body, insertHackathon, insertProject, submissionsOf, teamRows } from "./submission-test-kit.ts";

// docs/product/hackathons.md#submissions: POST /api/events/{id}/submit-project with the real app and database.

type Person = { client: TestClient; userId: string };

let t: TestApp;
let host: Person;
let me: Person;
let mate: Person;
let other: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  [host, me, mate, other] = (await Promise.all([signedIn(t), signedIn(t, "zh", { name: "李雷" }), signedIn(t, "en", { name: "韩梅梅" }), signedIn(t)])) as Person[] as [Person, Person, Person, Person];
});
afterAll(() => t.close());

const submit = (c: TestClient, eventId: string, payload: unknown) => c.post(`/api/events/${eventId}/submit-project`, payload);

/** A running hackathon with `me` and `mate` approved, and a project of mine. */
async function world(options: Parameters<typeof insertHackathon>[2] = {}) {
  const eventId = await insertHackathon(t.db, host.userId, options);
  await approve(t.db, eventId, me.userId, mate.userId);
  const projectId = await insertProject(t.db, me.userId);
  return { eventId, projectId };
}

describe("POST /api/events/{id}/submit-project", () => {
  it("submits the caller's project with a teammate: copies the project's tags and screenshots, seats the team in order, tells the teammate", async () => {
    const { eventId, projectId } = await world();
    const res = await submit(me.client, eventId, body(projectId, [mate.userId], { inspiration: "  排班太累  ", learnings: "" }));
    expect(res.status, res.text).toBe(201);
    expect(res.json.message).toBe("作品提交成功！");
    const s = res.json.data.submission;
    expect(s).toMatchObject({ eventId, projectId, title: "智能排班助手", demoUrl: "https://demo.example.com", sourceCode: null, presentationUrl: null });
    expect(s).toMatchObject({ inspiration: "排班太累", learnings: null, tags: ["AI", "工具"], screenshots: ["/files/shot-1.png"], coverImage: "/files/shot-1.png" });
    expect(s.team).toEqual([
      { id: me.userId, name: "李雷", username: expect.any(String), image: null, role: "SUBMITTER" },
      { id: mate.userId, name: "韩梅梅", username: expect.any(String), image: null, role: "MEMBER" },
    ]);
    expect(JSON.stringify(s)).not.toMatch(/@example\.com/);
    const rows = await teamRows(t.db, s.id);
    expect(rows.map((r) => [r.userId, r.role, r.position]).sort((a, b) => Number(a[2]) - Number(b[2]))).toEqual([
      [me.userId, "SUBMITTER", 0],
      [mate.userId, "MEMBER", 1],
    ]);
    // The teammate reads the notice in their own language.
    const notices = await mate.client.get("/api/notifications");
    expect(notices.json.data.notifications[0]).toMatchObject({
      type: "submissionTeamAdded",
      title: "You joined a hackathon team",
      body: "李雷 added you to the team of “智能排班助手” in “测试黑客松”.",
      link: `/events/${eventId}`,
    });
  });

  it("a retried identical request answers the same submission (200) and makes no second one", async () => {
    const { eventId, projectId } = await world();
    const first = await submit(me.client, eventId, body(projectId));
    const again = await submit(me.client, eventId, body(projectId));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json.data.submission.id).toBe(first.json.data.submission.id);
    expect(await submissionsOf(t.db, eventId)).toHaveLength(1);
  });

  it("a second, different submission by someone already on a team is refused, naming that team", async () => {
    const { eventId, projectId } = await world();
    await submit(me.client, eventId, body(projectId, [mate.userId]));
    const own = await insertProject(t.db, mate.userId);
    const res = await submit(mate.client, eventId, body(own));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("You are already on the team of “智能排班助手” in this hackathon; each person joins one team");
    const other2 = await insertProject(t.db, me.userId, { title: "另一个" });
    expect((await submit(me.client, eventId, body(other2))).status).toBe(409);
    expect(await submissionsOf(t.db, eventId)).toHaveLength(1);
  });

  it("refuses a teammate already on another team with 409 naming them, under the team field, and keeps nothing", async () => {
    const { eventId, projectId } = await world();
    await approve(t.db, eventId, other.userId);
    await submit(other.client, eventId, body(await insertProject(t.db, other.userId), [mate.userId]));
    const res = await submit(me.client, eventId, body(projectId, [mate.userId]));
    expect(res.status).toBe(409);
    expect(res.json.details).toEqual([{ field: "teamMemberIds", message: "韩梅梅 已在本黑客松的另一个团队中" }]);
    expect(await submissionsOf(t.db, eventId)).toHaveLength(1);
  });

  it("checks the team: size, solo, duplicates, self, unknown and unapproved people (each message naming whom it is about)", async () => {
    const { eventId, projectId } = await world({ maxTeamSize: 3, allowSolo: false });
    const [a, b, c] = await Promise.all([insertUser(t.db, { name: "甲" }), insertUser(t.db, { name: "乙" }), insertUser(t.db, { name: "丙" })]);
    await approve(t.db, eventId, a.id, b.id, c.id);
    const pending = await insertUser(t.db, { name: "待审核的王五" });
    await insertRegistration(t.db, eventId, pending.id, "PENDING");
    const detail = async (team: string[], client = me.client) => {
      const res = await submit(client, eventId, body(projectId, team));
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      return res.json.details?.[0];
    };
    expect(await detail([a.id, b.id, c.id])).toEqual({ field: "teamMemberIds", message: "团队最多 3 人：除你之外最多添加 2 位队友" });
    expect(await detail([])).toEqual({ field: "teamMemberIds", message: "本次黑客松不接受个人参赛，请至少添加一位队友" });
    expect(await detail([a.id, a.id])).toEqual({ field: "teamMemberIds", message: "甲 被重复添加了" });
    expect(await detail([me.userId])).toEqual({ field: "teamMemberIds", message: "不需要把自己添加为队友" });
    expect(await detail([crypto.randomUUID()])).toEqual({ field: "teamMemberIds", message: "找不到要添加的队友" });
    expect(await detail([pending.id])).toEqual({ field: "teamMemberIds", message: "待审核的王五 不是本活动报名已通过的参与者，不能加入团队" });
    expect(await submissionsOf(t.db, eventId)).toHaveLength(0);
    expect((await submit(me.client, eventId, body(projectId, [a.id, b.id]))).status).toBe(201);
  });

  it("validates the fields with the spec's messages, in the caller's language", async () => {
    const { eventId, projectId } = await world();
    const zh = await submit(me.client, eventId, { ...body(projectId), projectId: undefined, title: " ", description: "", demoUrl: "not a url", presentationUrl: "ftp://x" });
    expect(zh.status).toBe(422);
    const byField = Object.fromEntries(zh.json.details.map((d: { field: string; message: string }) => [d.field, d.message]));
    expect(byField).toEqual({ projectId: "请选择项目", title: "项目标题是必填项", description: "项目描述是必填项", demoUrl: "请输入有效的URL", presentationUrl: "请输入有效的URL" });
    const enFields = await submit(mate.client, eventId, { ...body(projectId), projectId: undefined, title: " ", description: "", demoUrl: "not a url", presentationUrl: "ftp://x" });
    expect(Object.fromEntries(enFields.json.details.map((d: { field: string; message: string }) => [d.field, d.message]))).toEqual({
      projectId: "Please select a project",
      title: "Project title is required",
      description: "Project description is required",
      demoUrl: "Please enter a valid URL",
      presentationUrl: "Please enter a valid URL",
    });
    const en = await submit(mate.client, eventId, { ...body(projectId), title: "x".repeat(256) });
    expect(en.json.details).toEqual([{ field: "title", message: "The project title can be at most 255 characters" }]);
    expect((await submit(me.client, eventId, { ...body(projectId), submissionType: "OTHER" })).status).toBe(422);
    expect((await submit(me.client, eventId, { ...body(projectId), extra: 1 })).status).toBe(422);
    expect(await submissionsOf(t.db, eventId)).toHaveLength(0);
  });

  it("takes only the caller's own project, and only its own screenshots", async () => {
    const { eventId } = await world();
    const theirs = await insertProject(t.db, mate.userId);
    const res = await submit(me.client, eventId, body(theirs));
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "projectId", message: "只能提交你自己的作品" }]);
    expect((await submit(me.client, eventId, body("nope"))).status).toBe(422);
    const mine = await insertProject(t.db, me.userId);
    const shots = await submit(me.client, eventId, body(mine, [], { screenshots: ["https://elsewhere.example.com/x.png"] }));
    expect(shots.status).toBe(422);
    expect(shots.json.details[0].field).toBe("screenshots");
    expect(await submissionsOf(t.db, eventId)).toHaveLength(0);
  });

  it("refuses by the event's rules, each with its own message", async () => {
    const projectId = await insertProject(t.db, me.userId);
    const message = async (eventId: string) => {
      await approve(t.db, eventId, me.userId);
      const res = await submit(me.client, eventId, body(projectId));
      return [res.status, res.json.message];
    };
    expect(await message(await insertEvent(t.db, host.userId))).toEqual([409, "只有黑客松活动可以提交作品"]);
    expect(await message(await insertHackathon(t.db, host.userId, { stage: "REGISTRATION" }))).toEqual([409, "作品提交尚未开始：进入开发阶段后即可提交"]);
    expect(await message(await insertHackathon(t.db, host.userId, { stage: "VOTING" }))).toEqual([409, "作品提交已截止"]);
    expect(await message(await insertHackathon(t.db, host.userId, { status: "COMPLETED", stage: "SUBMISSION" }))).toEqual([409, "活动未在进行中（未发布或已结束），不能提交或修改作品"]);
    expect(await message(await insertHackathon(t.db, host.userId, { status: "DRAFT" }))).toEqual([404, "活动不存在"]);
    const submission = await insertHackathon(t.db, host.userId, { stage: "SUBMISSION" });
    expect((await message(submission))[0]).toBe(201);
  });

  it("needs a signed-in, approved registrant", async () => {
    const { eventId, projectId } = await world();
    expect((await submit(t.client(), eventId, body(projectId))).status).toBe(401);
    const outsider = await insertProject(t.db, other.userId);
    const refused = await submit(other.client, eventId, body(outsider));
    expect([refused.status, refused.json.message]).toEqual([403, "只有报名已通过的参与者才能提交作品"]);
    const pendingEvent = await insertHackathon(t.db, host.userId);
    await insertRegistration(t.db, pendingEvent, other.userId, "PENDING");
    expect((await submit(other.client, pendingEvent, body(outsider))).status).toBe(403);
    expect((await submit(me.client, crypto.randomUUID(), body(projectId))).status).toBe(404);
  });
});
