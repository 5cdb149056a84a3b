import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, projects } from "../../db/schema/index.ts";
import { createDraft, createPublished, grantAdmin } from "../event-console/console-test-kit.ts";
import { attendee } from "../registrations/registration-test-kit.ts";
import { insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";

// docs/product/hackathons.md#configuration, with the real app and database.

type Person = { client: TestClient; userId: string };
let t: TestApp;
let host: Person;
let admin: Person;
let viewer: Person;
let stranger: Person;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  [host, admin, viewer, stranger] = (await Promise.all([attendee(t), signedIn(t), signedIn(t), signedIn(t, "en")])) as [Person, Person, Person, Person];
});
afterAll(() => t.close());

const path = (id: string) => `/api/events/${id}/hackathon-config`;
const stored = async (id: string) => (await t.db.select().from(events).where(eq(events.id, id)))[0]!;
const hackathon = () => createPublished(host.client, { type: "HACKATHON", ticketTypes: [], questions: [] });

const input = {
  settings: { allowSolo: false, maxTeamSize: 3, requireProject: false, hideGalleryUntilVoting: true },
  voting: { allowPublicVoting: true, enableJudgeVoting: true, judgeWeight: 0.6, publicWeight: 0.4, publicVotingScope: "PARTICIPANTS" },
  resources: { tutorials: [{ title: "入门", url: "https://example.com/start", description: "先读这个" }], tools: [], examples: [] },
  awards: [{ name: "一等奖", description: "", awardType: "JUDGE", maxWinners: 1 }, { name: "人气奖", awardType: "PUBLIC", maxWinners: 2 }],
};

describe("a hackathon is never stored without its configuration", () => {
  it("creating a HACKATHON stores the defaults (stage from the times, one history entry); a meetup stores none", async () => {
    const id = await createDraft(host.client, { type: "HACKATHON", requireProjectSubmission: true });
    const row = await stored(id);
    expect(row.hackathonConfig).toMatchObject({
      stage: { current: "REGISTRATION", history: [{ stage: "REGISTRATION", changedBy: null }] },
      settings: { maxTeamSize: 5, allowSolo: true, requireProject: true },
      voting: { judgeWeight: 0.7, publicWeight: 0.3 },
      awards: [],
    });
    expect((await stored(await createDraft(host.client))).hackathonConfig).toBeNull();
  });

  it("changing a meetup's type to HACKATHON gives it the defaults; the event form then no longer overrides requireProject", async () => {
    const id = await createDraft(host.client, { type: "MEETUP" });
    expect((await host.client.patch(`/api/events/${id}`, { type: "HACKATHON" })).status).toBe(200);
    expect((await stored(id)).hackathonConfig).toMatchObject({ stage: { current: "REGISTRATION" }, settings: { requireProject: false } });
    await host.client.request("PUT", path(id), { ...input, settings: { ...input.settings, requireProject: true } });
    // A stale editor form still saying false does not win over the configuration.
    expect((await host.client.patch(`/api/events/${id}`, { requireProjectSubmission: false, title: "改名" })).status).toBe(200);
    const row = await stored(id);
    expect(row.requireProjectSubmission).toBe(true);
    expect(row.hackathonConfig).toMatchObject({ settings: { requireProject: true } });
  });
});

describe("PUT /api/events/{id}/hackathon-config", () => {
  it("saves settings, voting, resources and awards; new awards get ids; the stage and its history are kept", async () => {
    const id = await hackathon();
    await host.client.post(`/api/events/${id}/hackathon-stage`, { stage: "DEVELOPMENT", note: "开工" });
    const before = (await host.client.get(path(id))).json.data.config;
    const res = await host.client.request("PUT", path(id), { ...input, stage: undefined });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("黑客松设置已保存");
    const config = res.json.data.config;
    expect(config.stage).toEqual(before.stage);
    expect(config.stage.history.map((h: { stage: string }) => h.stage)).toEqual(["REGISTRATION", "DEVELOPMENT"]);
    expect(config.settings).toEqual(input.settings);
    expect(config.voting).toMatchObject({ judgeWeight: 0.6, publicVotingScope: "PARTICIPANTS" });
    expect(config.resources.tutorials).toHaveLength(1);
    const ids = config.awards.map((a: { id: string }) => a.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(config.awards[1]).toMatchObject({ name: "人气奖", description: "", awardType: "PUBLIC", maxWinners: 2 });
    // Saving again with the ids keeps them: an award is edited, not replaced.
    const again = await host.client.request("PUT", path(id), { ...input, awards: config.awards.map((a: object) => ({ ...a, maxWinners: 3 })) });
    expect(again.json.data.config.awards.map((a: { id: string }) => a.id)).toEqual(ids);
    expect((await t.client().get(`/api/events/${id}`)).json.data.hackathonConfig.awards).toHaveLength(2);
    expect(res.json.data.people).toEqual([{ id: host.userId, name: expect.any(String) }]);
  });

  it("refuses bad values with a 422 naming each field in the caller's language, and changes nothing", async () => {
    const id = await hackathon();
    const before = await stored(id);
    const bad = {
      settings: { maxTeamSize: 21 },
      voting: { judgeWeight: 1.5 },
      resources: { tools: [{ name: "", url: "ftp://x" }] },
      awards: [{ name: "奖", maxWinners: 0 }],
    };
    const zh = await host.client.request("PUT", path(id), bad);
    expect(zh.status).toBe(422);
    const byField = Object.fromEntries(zh.json.details.map((d: { field: string; message: string }) => [d.field, d.message]));
    expect(byField).toMatchObject({
      "settings.maxTeamSize": "团队人数上限必须是 1 到 20 之间的整数",
      "voting.judgeWeight": "权重必须在 0 到 1 之间",
      "resources.tools.0.name": "请填写名称",
      "resources.tools.0.url": "请输入有效的URL",
      "awards.0.maxWinners": "获奖名额至少为 1",
    });
    await grantAdmin(t.db, id, stranger.userId, { canEditEvent: true });
    const en = await stranger.client.request("PUT", path(id), { awards: [{ id: "a", name: "x" }, { id: "a", name: "y" }] });
    expect(en.status).toBe(422);
    expect(en.json.details).toEqual([expect.objectContaining({ field: "awards.1.id", message: "Two awards have the same id" })]);
    expect(await stored(id)).toEqual(before);
  });

  it("requireProject is mirrored into the event, so registering without a project is refused", async () => {
    const id = await hackathon();
    expect((await host.client.request("PUT", path(id), { ...input, settings: { requireProject: true } })).status).toBe(200);
    expect((await stored(id)).requireProjectSubmission).toBe(true);
    const person = await attendee(t);
    const refused = await person.client.post(`/api/events/${id}/register`, {});
    expect(refused.status).toBe(422);
    expect(refused.json.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: "projectId" })]));
    const [project] = await t.db.insert(projects).values({ userId: person.userId, title: "我的作品" }).returning();
    expect((await person.client.post(`/api/events/${id}/register`, { projectId: project!.id })).status).toBe(201);
    // And back off: the column follows.
    await host.client.request("PUT", path(id), { ...input, settings: { requireProject: false } });
    expect((await stored(id)).requireProjectSubmission).toBe(false);
  });

  it("only the organiser and admins with canEditEvent may save; other types and cancelled events get a 409", async () => {
    const id = await hackathon();
    await grantAdmin(t.db, id, admin.userId, { canEditEvent: false, canManageRegistrations: true });
    expect((await admin.client.request("PUT", path(id), input)).status).toBe(403);
    // Reading is open to any admin (the console's stage tab).
    expect((await admin.client.get(path(id))).status).toBe(200);
    expect((await viewer.client.get(path(id))).status).toBe(403);
    expect((await viewer.client.request("PUT", path(id), input)).status).toBe(403);
    expect((await t.client().request("PUT", path(id), input)).status).toBe(401);
    expect((await host.client.request("PUT", path("nope"), input)).status).toBe(404);

    const meetup = await insertEvent(t.db, host.userId, { type: "MEETUP" });
    const notHackathon = await host.client.request("PUT", path(meetup), input);
    expect(notHackathon.status).toBe(409);
    expect(notHackathon.json.error).toBe("只有黑客松活动才有这项设置");
    expect((await host.client.get(path(meetup))).status).toBe(409);

    const cancelled = await insertEvent(t.db, host.userId, { type: "HACKATHON", status: "CANCELLED" });
    expect((await host.client.request("PUT", path(cancelled), input)).status).toBe(409);
  });

  it("a stored configuration from an older build (partial, null) reads whole", async () => {
    const id = await insertEvent(t.db, host.userId, { type: "HACKATHON", hackathonConfig: { settings: { maxTeamSize: 4 }, stage: { current: "SUBMISSION" } } });
    const res = await host.client.get(path(id));
    expect(res.json.data.config).toMatchObject({ stage: { current: "SUBMISSION", history: [{ stage: "SUBMISSION" }] }, settings: { maxTeamSize: 4, allowSolo: true } });
  });
});
