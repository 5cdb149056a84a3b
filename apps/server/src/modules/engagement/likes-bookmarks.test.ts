import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema/index.ts";
import { addEventAdmin, insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";

let t: TestApp;
let me: { client: TestClient; userId: string };
let host: { client: TestClient; userId: string };
let eventId: string;
let completedId: string;
let draftId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  me = await signedIn(t);
  host = await signedIn(t);
  eventId = await insertEvent(t.db, host.userId, { title: "可以点赞的活动" });
  completedId = await insertEvent(t.db, host.userId, { title: "已结束的活动", status: "COMPLETED" });
  draftId = await insertEvent(t.db, host.userId, { title: "草稿", status: "DRAFT" });
});
afterAll(async () => {
  await t.close();
});

describe("likes", () => {
  it("likes once, refuses a second like with 409 'Already liked', and unlikes idempotently", async () => {
    expect((await me.client.get(`/api/user/events/${eventId}/like-status`)).json.data).toEqual({ liked: false });
    const first = await me.client.post(`/api/events/${eventId}/like`);
    expect(first.status).toBe(201);
    expect(first.json.data).toEqual({ liked: true, likeCount: 1 });
    const again = await me.client.post(`/api/events/${eventId}/like`);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "CONFLICT", error: "已经点赞过了" });
    me.client.locale = "en";
    expect((await me.client.post(`/api/events/${eventId}/like`)).json.error).toBe("Already liked");
    me.client.locale = "zh";
    expect((await me.client.get(`/api/user/events/${eventId}/like-status`)).json.data).toEqual({ liked: true });
    expect((await t.client().get(`/api/events/${eventId}/likes`)).json.data).toEqual({ likeCount: 1 });

    const other = await signedIn(t);
    expect((await other.client.post(`/api/events/${eventId}/like`)).json.data.likeCount).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const off = await me.client.delete(`/api/events/${eventId}/like`);
      expect(off.status).toBe(200);
      expect(off.json.data).toEqual({ liked: false, likeCount: 1 });
    }
  });

  it("survives parallel likes of one user with one row", async () => {
    const racer = await signedIn(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => racer.client.post(`/api/events/${completedId}/like`)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await t.client().get(`/api/events/${completedId}/likes`)).json.data.likeCount).toBe(1);
  });

  it("needs a signed-in user and a visible event", async () => {
    const anon = t.client();
    for (const res of [
      await anon.post(`/api/events/${eventId}/like`),
      await anon.delete(`/api/events/${eventId}/like`),
      await anon.get(`/api/user/events/${eventId}/like-status`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.json.code).toBe("UNAUTHORIZED");
    }
    expect((await me.client.post(`/api/events/${draftId}/like`)).status).toBe(404);
    expect((await t.client().get(`/api/events/${draftId}/likes`)).status).toBe(404);
    expect((await me.client.post(`/api/events/${crypto.randomUUID()}/like`)).status).toBe(404);
    expect((await me.client.post(`/api/events/${"x".repeat(200)}/like`)).status).toBe(404);
    // The organiser may like their own draft: it is visible to them.
    expect((await host.client.post(`/api/events/${draftId}/like`)).status).toBe(201);
  });
});

describe("bookmarks", () => {
  it("bookmarks once, 409 'Already bookmarked' on repeat, removes idempotently", async () => {
    expect((await me.client.get(`/api/user/events/${eventId}/bookmark-status`)).json.data).toEqual({ bookmarked: false });
    const add = await me.client.post(`/api/user/events/${eventId}/bookmark`);
    expect(add.status).toBe(201);
    expect(add.json.data).toEqual({ bookmarked: true });
    const again = await me.client.post(`/api/user/events/${eventId}/bookmark`);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe("已经收藏过了");
    const en = t.client("en");
    await en.signUp();
    await en.post(`/api/user/events/${eventId}/bookmark`);
    expect((await en.post(`/api/user/events/${eventId}/bookmark`)).json.error).toBe("Already bookmarked");
    expect((await me.client.get(`/api/user/events/${eventId}/bookmark-status`)).json.data).toEqual({ bookmarked: true });
    for (let i = 0; i < 2; i += 1) {
      const off = await me.client.delete(`/api/user/events/${eventId}/bookmark`);
      expect(off.status).toBe(200);
      expect(off.json.data).toEqual({ bookmarked: false });
    }
  });

  it("lists the caller's public bookmarks, newest first, with an empty projects list", async () => {
    const reader = await signedIn(t);
    const hidden = await insertEvent(t.db, host.userId, { title: "后来取消的活动" });
    for (const id of [eventId, completedId, hidden]) {
      expect((await reader.client.post(`/api/user/events/${id}/bookmark`)).status).toBe(201);
      await new Promise((r) => setTimeout(r, 5));
    }
    await t.db.update(events).set({ status: "CANCELLED" }).where(eq(events.id, hidden));
    const res = await reader.client.get("/api/user/bookmarks");
    expect(res.status).toBe(200);
    expect(res.json.data.projects).toEqual([]);
    expect(res.json.data.events.map((e: { id: string }) => e.id)).toEqual([completedId, eventId]);
    expect(res.json.data.events[0]).toMatchObject({ title: "已结束的活动", registrationCount: 0, organizer: { id: host.userId } });
    expect((await t.client().get("/api/user/bookmarks")).status).toBe(401);
  });

  it("refuses drafts of others and signed-out callers", async () => {
    expect((await me.client.post(`/api/user/events/${draftId}/bookmark`)).status).toBe(404);
    expect((await t.client().post(`/api/user/events/${eventId}/bookmark`)).status).toBe(401);
    expect((await t.client().get(`/api/user/events/${eventId}/bookmark-status`)).status).toBe(401);
  });

  it("lets an event admin bookmark the draft they manage", async () => {
    const admin = await signedIn(t);
    await addEventAdmin(t.db, draftId, admin.userId);
    expect((await admin.client.post(`/api/user/events/${draftId}/bookmark`)).status).toBe(201);
    // …but their bookmark list only holds public events.
    expect((await admin.client.get("/api/user/bookmarks")).json.data.events).toEqual([]);
  });
});
