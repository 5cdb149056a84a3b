import { PARTICIPANT_PREVIEW_COUNT } from "@commons/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventQuestions, ticketTypes } from "../../db/schema/index.ts";
import { addEventAdmin, days, insertEvent, insertRegistration, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestClient, type TestApp } from "../../test/test-app.ts";
import { syncEventCounters } from "./event-test-kit.ts";

let t: TestApp;
let organizer: { client: TestClient; userId: string; email: string };
let admin: { client: TestClient; userId: string };
let stranger: { client: TestClient; userId: string };
let eventId: string;
const ONLINE_URL = "https://meet.example.com/secret-room";
const ORGANIZER_PHONE = "+8613811112222";

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  organizer = await signedIn(t, "zh", { name: "主办人", email: "organiser@detail.example" });
  admin = await signedIn(t);
  stranger = await signedIn(t);
  await organizer.client.post("/api/profile/update", { phoneNumber: ORGANIZER_PHONE, wechatId: "host_wechat", showEmail: false });
  eventId = await insertEvent(t.db, organizer.userId, {
    title: "线上分享会",
    isOnline: true,
    onlineUrl: ONLINE_URL,
    maxAttendees: 50,
    richContent: "<p>欢迎</p>",
    registrationDeadline: days(5),
    requireApproval: true,
  });
  await addEventAdmin(t.db, eventId, admin.userId);
  await t.db.insert(ticketTypes).values([
    { eventId, name: "学生票", priceCents: 1900, maxQuantity: 10, sortOrder: 1 },
    { eventId, name: "普通票", priceCents: 3900, maxQuantity: 30, sortOrder: 0, isActive: true },
  ]);
  await t.db.insert(eventQuestions).values([
    { eventId, question: "你从哪里知道的？", type: "SINGLE_CHOICE", options: ["朋友", "微信群"], sortOrder: 1 },
    { eventId, question: "你在做什么？", type: "TEXT", required: true, sortOrder: 0 },
    { eventId, question: "旧问题", type: "TEXT", sortOrder: 2, archivedAt: new Date() },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/events/{id}", () => {
  it("answers the event with ticket types and live questions in order", async () => {
    const res = await t.client().get(`/api/events/${eventId}`);
    expect(res.status).toBe(200);
    const e = res.json.data;
    expect(e).toMatchObject({ id: eventId, title: "线上分享会", richContent: "<p>欢迎</p>", requireApproval: true, viewCount: 0 });
    expect(e.ticketTypes.map((x: { name: string }) => x.name)).toEqual(["普通票", "学生票"]);
    expect(e.questions.map((x: { question: string }) => x.question)).toEqual(["你在做什么？", "你从哪里知道的？"]);
    expect(e.questions[1]).toMatchObject({ type: "SINGLE_CHOICE", options: ["朋友", "微信群"], required: false });
    expect(e.registrationDeadline).toMatch(/Z$/);
  });

  it("never includes the organiser's email, phone or WeChat while they are hidden", async () => {
    const res = await t.client().get(`/api/events/${eventId}`);
    expect(res.text).not.toContain("organiser@detail.example");
    expect(res.text).not.toContain(ORGANIZER_PHONE);
    expect(res.text).not.toContain("host_wechat");
    expect(Object.keys(res.json.data.organizer).sort()).toEqual(
      ["bio", "city", "contributorLevel", "creatorLevel", "id", "image", "membershipLevel", "mentorLevel", "name", "userRoleString", "username"],
    );
  });

  it("answers 404 for unknown and malformed ids, in the caller's language", async () => {
    const zh = await t.client("zh").get(`/api/events/${crypto.randomUUID()}`);
    expect(zh.status).toBe(404);
    expect(zh.json).toMatchObject({ code: "NOT_FOUND", error: "活动不存在" });
    const en = await t.client("en").get("/api/events/not-a-real-id");
    expect(en.json.error).toBe("Event not found");
    expect((await t.client().get(`/api/events/${"x".repeat(300)}`)).status).toBe(404);
    expect((await t.client().get("/api/events/%27%3B%20drop%20table%20events")).status).toBe(404);
  });
});

describe("participants", () => {
  it("shows only APPROVED registrants, the first ones by registration time", async () => {
    const e = await insertEvent(t.db, organizer.userId);
    const base = Date.now() - 100_000;
    const statuses = ["PENDING", "APPROVED", "WAITLISTED", "APPROVED", "REJECTED", "APPROVED", "CANCELLED", "APPROVED", "APPROVED", "APPROVED", "APPROVED"] as const;
    const people: { id: string; status: string }[] = [];
    for (const [i, status] of statuses.entries()) {
      const u = await insertUser(t.db, { name: `${status}-${i}` });
      people.push({ id: u.id, status });
      // Inserted out of order on purpose: the order must come from registeredAt, not insertion.
      await insertRegistration(t.db, e, u.id, status, new Date(base + (statuses.length - i) * 1000));
    }
    await syncEventCounters(t.db, e);
    const res = await t.client().get(`/api/events/${e}`);
    const shown = res.json.data.participants.map((p: { id: string }) => p.id);
    const approvedByTime = people.filter((p) => p.status === "APPROVED").reverse().map((p) => p.id);
    expect(shown).toEqual(approvedByTime.slice(0, PARTICIPANT_PREVIEW_COUNT));
    expect(res.json.data.registrationCount).toBe(approvedByTime.length);
    for (const s of ["PENDING", "WAITLISTED", "REJECTED", "CANCELLED"]) expect(res.text).not.toContain(`${s}-`);
  });
});

describe("onlineUrl and isEventAdmin", () => {
  it("shows the online link only to approved registrants, the organiser and event admins", async () => {
    const approved = await signedIn(t);
    const pending = await signedIn(t);
    await insertRegistration(t.db, eventId, approved.userId, "APPROVED");
    await insertRegistration(t.db, eventId, pending.userId, "PENDING");
    const view = async (c: TestClient) => (await c.get(`/api/events/${eventId}`)).json.data;

    expect(await view(t.client())).toMatchObject({ onlineUrl: null, isEventAdmin: false });
    expect(await view(stranger.client)).toMatchObject({ onlineUrl: null, isEventAdmin: false });
    expect(await view(pending.client)).toMatchObject({ onlineUrl: null, isEventAdmin: false });
    expect(await view(approved.client)).toMatchObject({ onlineUrl: ONLINE_URL, isEventAdmin: false });
    expect(await view(organizer.client)).toMatchObject({ onlineUrl: ONLINE_URL, isEventAdmin: true });
    expect(await view(admin.client)).toMatchObject({ onlineUrl: ONLINE_URL, isEventAdmin: true });
  });
});

describe("drafts and cancelled events", () => {
  it("exist only for the organiser and event admins; to anyone else they are not found", async () => {
    for (const status of ["DRAFT", "CANCELLED"] as const) {
      const e = await insertEvent(t.db, organizer.userId, { title: `${status} event`, status });
      await addEventAdmin(t.db, e, admin.userId);
      const approvedViewer = await signedIn(t);
      await insertRegistration(t.db, e, approvedViewer.userId, "APPROVED");

      const anonymous = await t.client().get(`/api/events/${e}`);
      expect(anonymous.status).toBe(404);
      expect(anonymous.json.error).toBe("活动不存在");
      expect((await stranger.client.get(`/api/events/${e}`)).status).toBe(404);
      expect((await approvedViewer.client.get(`/api/events/${e}`)).status).toBe(404);
      const own = await organizer.client.get(`/api/events/${e}`);
      expect(own.status).toBe(200);
      expect(own.json.data).toMatchObject({ status, isEventAdmin: true });
      expect((await admin.client.get(`/api/events/${e}`)).json.data.isEventAdmin).toBe(true);
    }
  });
});
