import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { approve, body, insertHackathon, insertProject, membersOf, submissionsOf } from "./submission-test-kit.ts";
import { events } from "../../db/schema/index.ts";
import { eq } from "drizzle-orm";

// docs/product/hackathons.md#teams: my submission, editing by the team, withdrawing, leaving, and the
// submission shown in a teammate's registrations.

type Person = { client: TestClient; userId: string };

let t: TestApp;
let host: Person;
let lead: Person;
let mate: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  [host, lead, mate, stranger] = (await Promise.all([signedIn(t), signedIn(t, "zh", { name: "队长" }), signedIn(t, "zh", { name: "队员" }), signedIn(t)])) as [Person, Person, Person, Person];
});
afterAll(() => t.close());

/** A hackathon where `lead` submitted with `mate` on the team. */
async function submitted(options: Parameters<typeof insertHackathon>[2] = {}) {
  const eventId = await insertHackathon(t.db, host.userId, options);
  await approve(t.db, eventId, lead.userId, mate.userId, stranger.userId);
  const res = await lead.client.post(`/api/events/${eventId}/submit-project`, body(await insertProject(t.db, lead.userId), [mate.userId]));
  expect(res.status, res.text).toBe(201);
  const id: string = res.json.data.submission.id;
  return { eventId, id, url: `/api/events/${eventId}/submissions/${id}` };
}

const edit = (fields: Record<string, unknown> = {}) => ({ title: "改过的标题", description: "改过的描述", demoUrl: "https://new.example.com", ...fields });

describe("GET /api/events/{id}/my-submission", () => {
  it("answers the team's submission to the submitter and to a member, 404 to anyone else, 401 signed out", async () => {
    const { eventId, id } = await submitted();
    for (const p of [lead, mate]) {
      const res = await p.client.get(`/api/events/${eventId}/my-submission`);
      expect(res.status).toBe(200);
      expect(res.json.data.submission.id).toBe(id);
    }
    const none = await stranger.client.get(`/api/events/${eventId}/my-submission`);
    expect([none.status, none.json.message]).toEqual([404, "作品提交不存在"]);
    expect((await t.client().get(`/api/events/${eventId}/my-submission`)).status).toBe(401);
  });
});

describe("PUT /api/events/{id}/submissions/{submissionId}", () => {
  it("any team member edits the texts and links; the team stays as it was when not sent or sent unchanged", async () => {
    const { url } = await submitted();
    const byMate = await mate.client.request("PUT", url, edit());
    expect(byMate.status, byMate.text).toBe(200);
    expect(byMate.json.data.submission).toMatchObject({ title: "改过的标题", description: "改过的描述", demoUrl: "https://new.example.com", sourceCode: null });
    const same = await mate.client.request("PUT", url, edit({ teamMemberIds: [mate.userId], inspiration: "灵感" }));
    expect(same.status, same.text).toBe(200);
    expect(same.json.data.submission.team.map((m: { name: string }) => m.name)).toEqual(["队长", "队员"]);
  });

  it("only the submitter changes the team; the rules are checked again and a new teammate is told", async () => {
    const { eventId, url } = await submitted({ maxTeamSize: 3 });
    const refused = await mate.client.request("PUT", url, edit({ teamMemberIds: [] }));
    expect([refused.status, refused.json.message]).toEqual([403, "只有提交者可以修改团队成员"]);
    const tooMany = await lead.client.request("PUT", url, edit({ teamMemberIds: [mate.userId, stranger.userId, (await insertUser(t.db)).id] }));
    expect(tooMany.json.details).toEqual([{ field: "teamMemberIds", message: "团队最多 3 人：除你之外最多添加 2 位队友" }]);
    const swapped = await lead.client.request("PUT", url, edit({ teamMemberIds: [stranger.userId] }));
    expect(swapped.status, swapped.text).toBe(200);
    expect(swapped.json.data.submission.team.map((m: { id: string }) => m.id)).toEqual([lead.userId, stranger.userId]);
    expect((await membersOf(t.db, eventId)).map((m) => m.userId).sort()).toEqual([lead.userId, stranger.userId].sort());
    const notices = await stranger.client.get("/api/notifications");
    expect(notices.json.data.notifications[0]).toMatchObject({ type: "submissionTeamAdded", body: "队长 把你加入了“测试黑客松”的作品“改过的标题”的团队。" });
    // The one who left the team is free to join or submit another.
    expect((await mate.client.get(`/api/events/${eventId}/my-submission`)).status).toBe(404);
  });

  it("is refused to someone off the team, on another event's path, and once submissions close", async () => {
    const { eventId, url, id } = await submitted();
    const res = await stranger.client.request("PUT", url, edit());
    expect([res.status, res.json.message]).toEqual([403, "只有团队成员可以修改这份作品"]);
    const elsewhere = await insertHackathon(t.db, host.userId);
    expect((await lead.client.request("PUT", `/api/events/${elsewhere}/submissions/${id}`, edit())).status).toBe(404);
    await t.db.update(events).set({ hackathonConfig: { stage: { current: "VOTING" } } }).where(eq(events.id, eventId));
    const closed = await lead.client.request("PUT", url, edit());
    expect([closed.status, closed.json.message]).toEqual([409, "作品提交已截止"]);
    expect((await submissionsOf(t.db, eventId))[0]!.title).toBe("智能排班助手");
  });
});

describe("withdrawing and leaving", () => {
  it("the submitter withdraws: the submission and its whole team are gone; a member may not withdraw", async () => {
    const { eventId, url } = await submitted();
    const refused = await mate.client.delete(url);
    expect([refused.status, refused.json.message]).toEqual([403, "只有提交者可以撤回作品"]);
    const res = await lead.client.delete(url);
    expect([res.status, res.json.message]).toEqual([200, "作品已撤回"]);
    expect(await submissionsOf(t.db, eventId)).toEqual([]);
    expect(await membersOf(t.db, eventId)).toEqual([]);
    expect((await lead.client.delete(url)).status).toBe(404);
  });

  it("a member leaves (and may then submit their own); the submitter cannot leave", async () => {
    const { eventId, url } = await submitted();
    const stay = await lead.client.delete(`${url}/members/me`);
    expect([stay.status, stay.json.message]).toEqual([409, "提交者不能退出团队；如不再参赛，请撤回作品"]);
    expect((await stranger.client.delete(`${url}/members/me`)).status).toBe(403);
    const left = await mate.client.delete(`${url}/members/me`);
    expect([left.status, left.json.message]).toEqual([200, "你已退出该团队"]);
    expect((await membersOf(t.db, eventId)).map((m) => m.userId)).toEqual([lead.userId]);
    const own = await mate.client.post(`/api/events/${eventId}/submit-project`, body(await insertProject(t.db, mate.userId)));
    expect(own.status, own.text).toBe(201);
  });
});

describe("GET /api/user/registrations", () => {
  it("shows a hackathon registration's submission to each on its team, with their role, and null elsewhere", async () => {
    const { eventId, id } = await submitted();
    const of = async (p: Person) => {
      const res = await p.client.get("/api/user/registrations");
      return res.json.data.registrations.find((r: { eventId: string }) => r.eventId === eventId)?.submission;
    };
    expect(await of(mate)).toEqual({ id, title: "智能排班助手", role: "MEMBER" });
    expect(await of(lead)).toEqual({ id, title: "智能排班助手", role: "SUBMITTER" });
    expect(await of(stranger)).toBeNull();
  });
});
