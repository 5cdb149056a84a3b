import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostSubscriptions, notifications, organizations } from "../../db/schema/index.ts";
import { insertEvent, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { notifyHostSubscribers } from "./subscriptions.service.ts";

let t: TestApp;
let me: { client: TestClient; userId: string };
let host: { client: TestClient; userId: string };
let orgId: string;
const PATH = "/api/event-host-subscriptions";

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  me = await signedIn(t);
  host = await signedIn(t, "zh", { name: "主办人小王" });
  const [org] = await t.db.insert(organizations).values({ slug: "sub-org", name: "上海独立开发者社区" }).returning();
  orgId = org!.id;
});
afterAll(async () => {
  await t.close();
});

describe("host subscriptions", () => {
  it("follows an organisation: 201, then 200 when already, status true, delete idempotent", async () => {
    expect((await me.client.get(`${PATH}/status?organizationId=${orgId}`)).json.data).toEqual({ subscribed: false });
    const first = await me.client.post(PATH, { organizationId: orgId });
    expect(first.status).toBe(201);
    expect(first.json.data).toEqual({ subscribed: true });
    const again = await me.client.post(PATH, { organizationId: orgId });
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual({ subscribed: true });
    const rows = await t.db.select().from(hostSubscriptions).where(eq(hostSubscriptions.userId, me.userId));
    expect(rows).toHaveLength(1);
    expect((await me.client.get(`${PATH}/status?organizationId=${orgId}`)).json.data).toEqual({ subscribed: true });
    for (let i = 0; i < 2; i += 1) {
      const off = await me.client.delete(PATH, { organizationId: orgId });
      expect(off.status).toBe(200);
      expect(off.json.data).toEqual({ subscribed: false });
    }
    expect((await me.client.get(`${PATH}/status?organizationId=${orgId}`)).json.data).toEqual({ subscribed: false });
  });

  it("follows a host user, and never oneself", async () => {
    expect((await me.client.post(PATH, { hostUserId: host.userId })).status).toBe(201);
    expect((await me.client.get(`${PATH}/status?hostUserId=${host.userId}`)).json.data.subscribed).toBe(true);
    // Following the person is not following their organisation.
    expect((await me.client.get(`${PATH}/status?organizationId=${orgId}`)).json.data.subscribed).toBe(false);
    const self = await me.client.post(PATH, { hostUserId: me.userId });
    expect(self.status).toBe(400);
    expect(self.json.error).toBe("不能订阅自己");
    expect(self.json.details).toEqual([{ field: "hostUserId", message: "不能订阅自己" }]);
  });

  it("refuses both ids and neither with a 400 naming the rule", async () => {
    for (const body of [{ organizationId: orgId, hostUserId: host.userId }, {}, { organizationId: "", hostUserId: null }]) {
      const res = await me.client.post(PATH, body);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe("BAD_REQUEST");
      expect(res.json.error).toContain("organizationId");
      expect(res.json.error).toContain("hostUserId");
      // Found by src/test/fuzz-suite.ts: the refusal now names both fields in `details`.
      expect(res.json.details.map((d: { field: string }) => d.field)).toEqual(["organizationId", "hostUserId"]);
    }
    const en = t.client("en");
    await en.signUp();
    const both = await en.get(`${PATH}/status?organizationId=${orgId}&hostUserId=${host.userId}`);
    expect(both.status).toBe(400);
    expect(both.json.error).toBe("Give exactly one of organizationId or hostUserId (not both, and not neither)");
    expect((await en.delete(PATH, {})).status).toBe(400);
  });

  it("answers 404 for unknown hosts, 401 signed out, 422 for wrong types and unknown keys", async () => {
    const org404 = await me.client.post(PATH, { organizationId: crypto.randomUUID() });
    expect(org404.status).toBe(404);
    expect(org404.json.error).toBe("组织不存在");
    expect((await me.client.post(PATH, { hostUserId: crypto.randomUUID() })).json.error).toBe("用户不存在");
    expect((await me.client.get(`${PATH}/status?hostUserId=nobody`)).status).toBe(404);
    expect((await t.client().post(PATH, { organizationId: orgId })).status).toBe(401);
    expect((await t.client().delete(PATH, { organizationId: orgId })).status).toBe(401);
    // Signed out, the status is simply "not subscribed".
    expect((await t.client().get(`${PATH}/status?organizationId=${orgId}`)).json.data).toEqual({ subscribed: false });
    for (const body of [{ organizationId: 42 }, { organizationId: orgId, extra: true }, { hostUserId: ["a"] }]) {
      const res = await me.client.post(PATH, body);
      expect(res.status).toBe(422);
      expect(res.json.code).toBe("VALIDATION_ERROR");
    }
    expect((await me.client.post(PATH, "not json", { "content-type": "application/json" })).status).toBe(400);
  });
});

describe("notifyHostSubscribers", () => {
  it("notifies each follower of the organisation or the organiser once, never the organiser", async () => {
    const orgFan = await insertUser(t.db);
    const hostFan = await insertUser(t.db);
    const both = await insertUser(t.db);
    const unrelated = await insertUser(t.db);
    const otherOrg = (await t.db.insert(organizations).values({ slug: "other-org", name: "别的社区" }).returning())[0]!;
    await t.db.insert(hostSubscriptions).values([
      { userId: orgFan.id, organizationId: orgId },
      { userId: hostFan.id, hostUserId: host.userId },
      { userId: both.id, organizationId: orgId },
      { userId: both.id, hostUserId: host.userId },
      { userId: unrelated.id, organizationId: otherOrg.id },
      // The organiser following their own organisation still hears nothing about their own event.
      { userId: host.userId, organizationId: orgId },
    ]);
    const eventId = await insertEvent(t.db, host.userId, { title: "第 42 期分享会", organizationId: orgId });

    expect(await notifyHostSubscribers(t.db, eventId)).toBe(4); // orgFan, hostFan, both, and `me` (follows the host)
    const sent = await t.db.select().from(notifications).where(eq(notifications.type, "hostPublished"));
    const byUser = new Map(sent.map((n) => [n.userId, n]));
    expect(sent).toHaveLength(4);
    expect([...byUser.keys()].sort()).toEqual([orgFan.id, hostFan.id, both.id, me.userId].sort());
    expect(byUser.get(orgFan.id)).toMatchObject({ link: `/events/${eventId}`, params: { host: "上海独立开发者社区", event: "第 42 期分享会" } });
    expect(byUser.get(hostFan.id)!.params).toEqual({ host: "主办人小王", event: "第 42 期分享会" });
    expect(byUser.get(both.id)!.params).toMatchObject({ host: "上海独立开发者社区" });

    const list = await me.client.get("/api/notifications");
    expect(list.json.data.notifications[0]).toMatchObject({ type: "hostPublished", title: "主办人小王 发布了新活动", body: "第 42 期分享会" });
  });

  it("announces nothing for drafts or unknown events", async () => {
    const draft = await insertEvent(t.db, host.userId, { status: "DRAFT", organizationId: orgId });
    expect(await notifyHostSubscribers(t.db, draft)).toBe(0);
    expect(await notifyHostSubscribers(t.db, crypto.randomUUID())).toBe(0);
    const sent = await t.db.select().from(notifications).where(and(eq(notifications.type, "hostPublished"), eq(notifications.link, `/events/${draft}`)));
    expect(sent).toHaveLength(0);
  });
});
