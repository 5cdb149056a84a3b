import { NOTIFICATIONS_PAGE_SIZE } from "@commons/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { notify } from "./notifications.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

describe("signed out", () => {
  it("answers 401 on every notification route", async () => {
    const c = t.client();
    expect((await c.get("/api/notifications")).status).toBe(401);
    expect((await c.get("/api/notifications/unread-count")).status).toBe(401);
    expect((await c.post(`/api/notifications/${crypto.randomUUID()}/read`)).status).toBe(401);
    expect((await c.post("/api/notifications/read-all")).status).toBe(401);
  });
});

describe("reading notifications", () => {
  it("stores type and params, and renders them in the reader's language, newest first", async () => {
    const { client, userId } = await signedIn(t, "zh");
    const t0 = Date.now();
    await notify(t.db, { userId, type: "welcome", link: "/events", createdAt: new Date(t0 - 10 * MINUTE) });
    await notify(t.db, {
      userId,
      type: "hostPublished",
      params: { host: "上海独立开发者社区", event: "第 42 期分享会" },
      link: "/events/abc",
      createdAt: new Date(t0 - MINUTE),
    });
    const zh = await client.get("/api/notifications");
    expect(zh.status).toBe(200);
    expect(zh.json.data.notifications).toMatchObject([
      { type: "hostPublished", title: "上海独立开发者社区 发布了新活动", body: "第 42 期分享会", link: "/events/abc", readAt: null },
      { type: "welcome", title: "欢迎来到 Commons", link: "/events", readAt: null },
    ]);
    expect(zh.json.data.pagination).toEqual({ page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE, total: 2, totalPages: 1 });
    client.locale = "en";
    const en = await client.get("/api/notifications");
    expect(en.json.data.notifications[1].title).toBe("Welcome to Commons");
    expect((await client.get("/api/notifications/unread-count")).json.data).toEqual({ unreadCount: 2 });
  });

  it("pages 20 at a time and refuses a bad page number", async () => {
    const { client, userId } = await signedIn(t);
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 5; i++) {
      await notify(t.db, { userId, type: "welcome", createdAt: new Date(Date.now() - i * MINUTE) });
    }
    const one = await client.get("/api/notifications");
    const two = await client.get("/api/notifications?page=2");
    expect(one.json.data.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(two.json.data.notifications).toHaveLength(5);
    expect(two.json.data.pagination).toMatchObject({ page: 2, total: NOTIFICATIONS_PAGE_SIZE + 5, totalPages: 2 });
    const ids = [...one.json.data.notifications, ...two.json.data.notifications].map((n: { id: string }) => n.id);
    expect(new Set(ids).size).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    const bad = await client.get("/api/notifications?page=0");
    expect(bad.status).toBe(422);
    expect(bad.json.details[0].field).toBe("page");
  });
});

describe("marking read", () => {
  it("marks one's own notification read, idempotently, and answers the new unread count", async () => {
    const { client, userId } = await signedIn(t);
    const first = await notify(t.db, { userId, type: "welcome" });
    await notify(t.db, { userId, type: "welcome" });
    const res = await client.post(`/api/notifications/${first}/read`);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ unreadCount: 1 });
    const readAt = (await client.get("/api/notifications")).json.data.notifications.find((n: { id: string }) => n.id === first).readAt;
    expect(readAt).toMatch(/Z$/);
    const again = await client.post(`/api/notifications/${first}/read`);
    expect(again.json.data).toEqual({ unreadCount: 1 });
    const still = (await client.get("/api/notifications")).json.data.notifications.find((n: { id: string }) => n.id === first).readAt;
    expect(still).toBe(readAt);
  });

  it("answers 404 for another person's notification and leaves it unread", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t, "en");
    const id = await notify(t.db, { userId: owner.userId, type: "welcome" });
    const res = await other.client.post(`/api/notifications/${id}/read`);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ code: "NOT_FOUND", error: "Not found" });
    expect((await owner.client.get("/api/notifications/unread-count")).json.data.unreadCount).toBe(1);
    expect((await other.client.post("/api/notifications/not-an-id/read")).status).toBe(404);
    // Nor can they list it.
    expect((await other.client.get("/api/notifications")).json.data.notifications).toEqual([]);
  });

  it("marks all of one's own notifications read, and nobody else's", async () => {
    const me = await signedIn(t);
    const neighbour = await signedIn(t);
    for (let i = 0; i < 3; i++) await notify(t.db, { userId: me.userId, type: "welcome" });
    await notify(t.db, { userId: neighbour.userId, type: "welcome" });
    const res = await me.client.post("/api/notifications/read-all");
    expect(res.json.data).toEqual({ unreadCount: 0 });
    expect((await me.client.get("/api/notifications/unread-count")).json.data.unreadCount).toBe(0);
    expect((await neighbour.client.get("/api/notifications/unread-count")).json.data.unreadCount).toBe(1);
  });

  it("shows a notification whose type left the catalog instead of failing the list", async () => {
    const { client, userId } = await signedIn(t);
    await notify(t.db, { userId, type: "retiredType" as "welcome" });
    const res = await client.get("/api/notifications");
    expect(res.status).toBe(200);
    expect(res.json.data.notifications[0]).toMatchObject({ type: "retiredType", title: "retiredType", body: "" });
  });
});
