import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertHackathon, insertSubmission } from "./projects-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

describe("GET /api/projects/{id}: the hackathons it was submitted to", () => {
  it("lists public hackathons newest first, with the stage and the team (public fields only, submitter first)", async () => {
    const me = await signedIn(t);
    const organiser = await insertUser(t.db, { name: "主办方" });
    const mate = await insertUser(t.db, { name: "队友", username: "mate", phoneNumber: "+8613800000001", userRoleString: "设计师" });
    const id = (await me.client.post("/api/projects", { title: "作品" })).json.data.project.id;
    const older = await insertHackathon(t, organiser.id, { title: "春季黑客松", stage: "RESULTS" });
    const newer = await insertHackathon(t, organiser.id, { title: "夏季黑客松", stage: "SUBMISSION" });
    const draft = await insertHackathon(t, organiser.id, { title: "草稿", status: "DRAFT" });
    const cancelled = await insertHackathon(t, organiser.id, { title: "取消了", status: "CANCELLED" });
    await insertSubmission(t, older, id, me.userId, [], new Date(Date.now() - 2 * HOUR));
    await insertSubmission(t, newer, id, me.userId, [mate.id], new Date(Date.now() - HOUR));
    await insertSubmission(t, draft, id, me.userId);
    await insertSubmission(t, cancelled, id, me.userId);

    const page = await t.client().get(`/api/projects/${id}`);
    expect(page.status).toBe(200);
    const list = page.json.data.submissions;
    expect(list.map((s: { eventTitle: string; stage: string }) => [s.eventTitle, s.stage])).toEqual([
      ["夏季黑客松", "SUBMISSION"],
      ["春季黑客松", "RESULTS"],
    ]);
    expect(list[0]).toMatchObject({ eventId: newer, title: "提交的标题", coverImage: "/files/event-covers/x/cover.png" });
    expect(list[0].team.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      [me.userId, "SUBMITTER"],
      [mate.id, "MEMBER"],
    ]);
    // Exactly the public fields: no email, no phone.
    for (const member of list[0].team) expect(Object.keys(member).sort()).toEqual(["id", "image", "name", "role", "username"]);
    expect(JSON.stringify(page.json)).not.toContain("13800000001");
    expect(JSON.stringify(page.json)).not.toContain("@");
  });

  it("leaves out a hackathon whose gallery is closed until VOTING, except for its team", async () => {
    const me = await signedIn(t);
    const mate = await signedIn(t);
    const stranger = await signedIn(t);
    const organiser = await insertUser(t.db);
    const id = (await me.client.post("/api/projects", { title: "保密作品" })).json.data.project.id;
    const closed = await insertHackathon(t, organiser.id, { title: "闭卷", stage: "SUBMISSION", hideGalleryUntilVoting: true });
    const voting = await insertHackathon(t, organiser.id, { title: "投票中", stage: "VOTING", hideGalleryUntilVoting: true });
    await insertSubmission(t, closed, id, me.userId, [mate.userId]);
    await insertSubmission(t, voting, id, me.userId);

    const titles = async (client: ReturnType<TestApp["client"]>) =>
      (await client.get(`/api/projects/${id}`)).json.data.submissions.map((s: { eventTitle: string }) => s.eventTitle).sort();
    expect(await titles(t.client())).toEqual(["投票中"]);
    expect(await titles(stranger.client)).toEqual(["投票中"]);
    expect(await titles(me.client)).toEqual(["投票中", "闭卷"]);
    expect(await titles(mate.client)).toEqual(["投票中", "闭卷"]);
  });

  it("answers an empty list for a project never submitted, and 404 for an unknown one", async () => {
    const me = await signedIn(t);
    const id = (await me.client.post("/api/projects", { title: "新作品" })).json.data.project.id;
    expect((await t.client().get(`/api/projects/${id}`)).json.data.submissions).toEqual([]);
    expect((await t.client().get(`/api/projects/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
