import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { eventBookmarks, events } from "../../db/schema/index.ts";
import { signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { attendee } from "../registrations/registration-test-kit.ts";
import { createDraft, createPublished, grantAdmin, snapshot } from "./console-test-kit.ts";

// docs/product/organiser-console.md#deleting-an-event: the organiser deletes a draft or a cancelled event; from then
// on it is in no list, and its detail and every route naming it answer 410 in the caller's language.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const ids = (list: { id: string }[]) => list.map((e) => e.id);

async function expectGone(client: TestClient, method: "get" | "post" | "patch" | "delete", path: string, body?: unknown) {
  const res = await client[method](path, body as never);
  expect(res.status, `${method.toUpperCase()} ${path} → ${res.text}`).toBe(410);
  expect(res.json).toMatchObject({ success: false, code: "GONE" });
}

describe("DELETE /api/events/{id}", () => {
  it("deletes the organiser's draft: 410 in zh and en on its detail and every route naming it, gone from my events", async () => {
    const { client } = await signedIn(t);
    const id = await createDraft(client, { title: "不要了的草稿" });
    const res = await client.delete(`/api/events/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.data.event).toEqual({ id, deletedAt: expect.any(String) });

    const detail = await client.get(`/api/events/${id}`);
    expect(detail.status).toBe(410);
    expect(detail.json).toMatchObject({ success: false, code: "GONE", error: "该活动已被主办方删除" });
    const english = await signedIn(t, "en");
    await grantAdmin(t.db, id, english.userId, { canEditEvent: true });
    expect((await english.client.get(`/api/events/${id}`)).json.error).toBe("This event was deleted by its organiser");

    await expectGone(client, "get", `/api/events/${id}/edit`);
    await expectGone(client, "get", `/api/events/${id}/overview`);
    await expectGone(client, "patch", `/api/events/${id}`, { title: "复活" });
    await expectGone(client, "post", `/api/events/${id}/publish`);
    await expectGone(client, "delete", `/api/events/${id}`);
    expect(ids((await client.get("/api/user/events")).json.data.events)).not.toContain(id);
    expect(ids((await english.client.get("/api/user/events")).json.data.events)).not.toContain(id);
    // Never published: to anyone without a role on it, it stays what it always was, a missing event.
    const stranger = await signedIn(t);
    expect((await stranger.client.get(`/api/events/${id}`)).status).toBe(404);
    expect((await t.client().get(`/api/events/${id}`)).status).toBe(404);
  });

  it("deletes a cancelled event: everyone gets 410, its registrant's list and bookmarks drop it, the rows stay", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client, { title: "取消后删除", questions: [], ticketTypes: [] });
    const a = await attendee(t);
    expect((await a.client.post(`/api/events/${id}/register`, {})).status).toBe(201);
    expect((await a.client.post(`/api/user/events/${id}/bookmark`)).status).toBe(201);
    expect((await client.post(`/api/events/${id}/cancel`)).status).toBe(200);
    expect(ids((await a.client.get("/api/user/registrations")).json.data.registrations.map((r: { event: { id: string } }) => r.event))).toContain(id);
    expect((await client.delete(`/api/events/${id}`)).status).toBe(200);

    for (const who of [t.client(), a.client, client]) await expectGone(who, "get", `/api/events/${id}`);
    await expectGone(a.client, "get", `/api/events/${id}/my-registration`);
    await expectGone(a.client, "delete", `/api/events/${id}/register`);
    await expectGone(a.client, "get", `/api/user/events/${id}/bookmark-status`);
    await expectGone(t.client(), "get", `/api/events/${id}/participants`);
    expect((await a.client.get("/api/user/registrations")).json.data.registrations).toEqual([]);
    expect((await a.client.get("/api/user/bookmarks")).json.data.events).toEqual([]);
    // Soft: the row and what hangs on it are kept.
    const [row] = await t.db.select({ deletedAt: events.deletedAt, status: events.status }).from(events).where(eq(events.id, id));
    expect(row).toEqual({ deletedAt: expect.any(Date), status: "CANCELLED" });
    expect(await t.db.select().from(eventBookmarks).where(eq(eventBookmarks.eventId, id))).toHaveLength(1);
  });

  it("refuses a published or completed event (409, cancel it first) and changes nothing", async () => {
    const { client } = await signedIn(t);
    const published = await createPublished(client, { questions: [], ticketTypes: [] });
    const before = await snapshot(t.db, published);
    const res = await client.delete(`/api/events/${published}`);
    expect(res.status).toBe(409);
    expect(res.json.error).toBe("只能删除草稿或已取消的活动。已发布的活动请先取消，让报名者收到通知");
    expect(await snapshot(t.db, published)).toEqual(before);
    expect((await client.post(`/api/events/${published}/complete`)).status).toBe(200);
    expect((await client.delete(`/api/events/${published}`)).status).toBe(409);
    expect((await client.get(`/api/events/${published}`)).status).toBe(200);
  });

  it("is the organiser's alone: a co-admin with every right, a stranger and a visitor are refused, nothing changes", async () => {
    const { client } = await signedIn(t);
    const draft = await createDraft(client);
    const cancelled = await createPublished(client, { questions: [], ticketTypes: [] });
    expect((await client.post(`/api/events/${cancelled}/cancel`)).status).toBe(200);
    const coAdmin = await signedIn(t);
    const stranger = await signedIn(t);
    for (const id of [draft, cancelled]) {
      await grantAdmin(t.db, id, coAdmin.userId, { canEditEvent: true, canManageRegistrations: true, canCheckIn: true });
      const before = await snapshot(t.db, id);
      expect((await coAdmin.client.delete(`/api/events/${id}`)).status).toBe(403);
      // Drafts and cancelled events are not public: to a stranger they are missing.
      expect((await stranger.client.delete(`/api/events/${id}`)).status).toBe(404);
      expect((await t.client().delete(`/api/events/${id}`)).status).toBe(401);
      expect(await snapshot(t.db, id)).toEqual(before);
    }
  });

  it("keeps a deleted event out of every public list and search, whatever its row says", async () => {
    // Only drafts and cancelled events can be deleted, so the public lists could leave them out by status
    // alone; they check the deletion itself too, so a row that somehow says PUBLISHED still stays out.
    const { client, userId } = await signedIn(t);
    const id = await createPublished(client, { title: "独一无二的搜索词七七", questions: [], ticketTypes: [] });
    const a = await attendee(t);
    expect((await a.client.post(`/api/user/events/${id}/bookmark`)).status).toBe(201);
    const listed = async () => ({
      list: ids((await t.client().get("/api/events")).json.data.events),
      search: ids((await t.client().get(`/api/events?search=${encodeURIComponent("独一无二的搜索词七七")}`)).json.data.events),
      host: ids((await t.client().get(`/api/users/${userId}`)).json.data.organizedEvents),
      bookmarks: ids((await a.client.get("/api/user/bookmarks")).json.data.events),
    });
    expect((await listed()).search).toEqual([id]);
    await t.db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, id));
    const after = await listed();
    for (const list of Object.values(after)) expect(list).not.toContain(id);
  });
});
