import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { eventQuestions, events, hostSubscriptions, notifications, organizationMembers, organizations, ticketTypes } from "../../db/schema/index.ts";
import { signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { attendee, counters } from "../registrations/registration-test-kit.ts";
import { createDraft, createPublished, eventInput } from "./console-test-kit.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

async function eventRow(id: string) {
  const [row] = await t.db.select().from(events).where(eq(events.id, id));
  return row!;
}

describe("POST /api/events", () => {
  it("creates a draft owned by the caller with its ticket types and questions, rich text sanitised", async () => {
    const { client, userId } = await signedIn(t);
    const res = await client.post(
      "/api/events",
      eventInput({ richContent: `<p onclick="x()">好<script>alert(1)</script></p><img src="javascript:alert(1)">`, tags: ["AI", "ai", "独立开发"] }),
    );
    expect(res.status).toBe(201);
    expect(res.json.data.event).toEqual({ id: expect.any(String), status: "DRAFT" });
    const row = await eventRow(res.json.data.event.id);
    expect(row).toMatchObject({ organizerId: userId, status: "DRAFT", richContent: "<p>好</p>", tags: ["AI", "独立开发"], publishedAt: null });
    const edit = await client.get(`/api/events/${row.id}/edit`);
    expect(edit.status).toBe(200);
    expect(edit.json.data.permissions).toEqual({ isOrganizer: true, canEditEvent: true, canManageRegistrations: true, canCheckIn: true });
    expect(edit.json.data.event.ticketTypes.map((x: { name: string }) => x.name)).toEqual(["普通票", "学生票"]);
    expect(edit.json.data.event.questions.map((x: { question: string }) => x.question)).toEqual(["你在做什么产品？", "你从哪里知道活动？"]);
  });

  it("is not public while a draft", async () => {
    const { client } = await signedIn(t);
    const id = await createDraft(client);
    const other = t.client();
    expect((await other.get(`/api/events/${id}`)).status).toBe(404);
  });

  it("names each invalid field, in Chinese and in English", async () => {
    const zh = (await signedIn(t, "zh")).client;
    const en = (await signedIn(t, "en")).client;
    const bad = eventInput({
      title: "",
      timezone: "Mars/Olympus",
      endTime: new Date(Date.now()).toISOString(),
      coverImage: "javascript:alert(1)",
      ticketTypes: [{ name: "", maxQuantity: 0, isActive: true, sortOrder: 0, priceCents: 0 }],
      questions: [{ question: "颜色？", type: "SINGLE_CHOICE", options: ["红"], required: true, sortOrder: 0 }],
    });
    const a = await zh.post("/api/events", bad);
    expect(a.status).toBe(422);
    const zhByField = Object.fromEntries(a.json.details.map((d: { field: string; message: string }) => [d.field, d.message]));
    expect(zhByField).toMatchObject({
      title: "标题不能为空",
      timezone: "时区无效，请从列表中选择",
      endTime: "结束时间必须晚于开始时间",
      coverImage: "封面图必须是在本站上传的图片",
      "ticketTypes.0.name": "请填写票种名称",
      "ticketTypes.0.maxQuantity": "票种数量必须是 1 到 100000 之间的整数",
      "questions.0.options": "选择题至少需要2个选项",
    });
    const b = await en.post("/api/events", bad);
    const enByField = Object.fromEntries(b.json.details.map((d: { field: string; message: string }) => [d.field, d.message]));
    expect(enByField).toMatchObject({
      title: "Title is required",
      timezone: "Time zone is not valid; choose one from the list",
      endTime: "The end time must be after the start time",
      coverImage: "Cover image must be an image uploaded to this site",
    });
    expect(await t.db.select().from(events).where(eq(events.title, ""))).toHaveLength(0);
  });

  it("refuses unknown fields such as status or counters, and an image that is not a stored upload", async () => {
    const { client } = await signedIn(t);
    const res = await client.post("/api/events", { ...eventInput(), status: "PUBLISHED", seatsTaken: 3 });
    expect(res.status).toBe(422);
    expect(res.json.details[0].field).toBe("body");
    const foreign = await client.post("/api/events", eventInput({ coverImage: "https://evil.example/files/a.png" }));
    expect(foreign.status).toBe(422);
    expect(foreign.json.details).toEqual([{ field: "coverImage", message: "封面图必须是在本站上传的图片" }]);
    // On our own host but no storage key (per-user prefix, random name): no upload could stand behind it.
    // Uploads themselves, the caller's own and other people's, are in event-files.test.ts.
    const made = await client.post("/api/events", eventInput({ coverImage: "http://localhost:3000/files/u/abc/cover.webp" }));
    expect(made.status).toBe(422);
    expect(made.json.details).toEqual([{ field: "coverImage", message: "封面图必须是在本站上传的图片" }]);
  });

  it("creates for an organisation only when the caller is its owner or admin", async () => {
    const { client, userId } = await signedIn(t);
    const [org] = await t.db.insert(organizations).values({ slug: `o-${crypto.randomUUID().slice(0, 8)}`, name: "开源社" }).returning();
    const refused = await client.post("/api/events", eventInput({ organizationId: org!.id }));
    expect(refused.status).toBe(403);
    await t.db.insert(organizationMembers).values({ organizationId: org!.id, userId, role: "MEMBER" });
    expect((await client.post("/api/events", eventInput({ organizationId: org!.id }))).status).toBe(403);
    await t.db.update(organizationMembers).set({ role: "ADMIN" }).where(eq(organizationMembers.userId, userId));
    const ok = await client.post("/api/events", eventInput({ organizationId: org!.id }));
    expect(ok.status).toBe(201);
    expect((await eventRow(ok.json.data.event.id)).organizationId).toBe(org!.id);
    expect((await client.post("/api/events", eventInput({ organizationId: "no-such-org" }))).status).toBe(422);
  });
});

describe("lifecycle", () => {
  it("publishes a draft once (409 the second time), notifies host subscribers and lists it publicly", async () => {
    const { client, userId } = await signedIn(t);
    const fan = await signedIn(t);
    await t.db.insert(hostSubscriptions).values({ userId: fan.userId, hostUserId: userId });
    const id = await createDraft(client, { title: "第一次发布" });
    const res = await client.post(`/api/events/${id}/publish`);
    expect(res.status).toBe(200);
    expect(res.json.data.event).toMatchObject({ id, status: "PUBLISHED", publishedAt: expect.any(String) });
    expect((await client.post(`/api/events/${id}/publish`)).status).toBe(409);
    const list = await t.client().get("/api/events");
    expect(list.json.data.events.map((e: { id: string }) => e.id)).toContain(id);
    const notes = await t.db.select().from(notifications).where(and(eq(notifications.userId, fan.userId), eq(notifications.type, "hostPublished")));
    expect(notes).toHaveLength(1);
  });

  it("cancels with an in-app notice and a mail to every active registrant, and completes only published events", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client, { questions: [], ticketTypes: [] });
    const a = await attendee(t);
    const b = await attendee(t);
    expect((await a.client.post(`/api/events/${id}/register`, {})).status).toBe(201);
    expect((await b.client.post(`/api/events/${id}/register`, {})).status).toBe(201);
    expect((await b.client.delete(`/api/events/${id}/register`)).status).toBe(200);
    expect((await client.post(`/api/events/${id}/complete`)).status).toBe(200);
    expect((await client.post(`/api/events/${id}/cancel`)).status).toBe(409);

    const id2 = await createPublished(client, { title: "要取消的活动", questions: [], ticketTypes: [] });
    expect((await a.client.post(`/api/events/${id2}/register`, {})).status).toBe(201);
    expect((await b.client.post(`/api/events/${id2}/register`, {})).status).toBe(201);
    expect((await b.client.delete(`/api/events/${id2}/register`)).status).toBe(200);
    const res = await client.post(`/api/events/${id2}/cancel`);
    expect(res.status).toBe(200);
    expect(res.json.data.event.status).toBe("CANCELLED");
    const noticeOf = async (userId: string) =>
      t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, "eventCancelled")));
    expect(await noticeOf(a.userId)).toHaveLength(1);
    expect(await noticeOf(b.userId)).toHaveLength(0);
    await t.deps.messages.runDue();
    expect(t.deps.outbox.latestFor(a.email)?.subject).toBe("活动已取消：要取消的活动");
    expect((await client.post(`/api/events/${id2}/complete`)).status).toBe(409);
    expect((await client.patch(`/api/events/${id2}`, { title: "改名" })).status).toBe(409);
    const inbox = await a.client.get("/api/notifications");
    expect(inbox.json.data.notifications[0]).toMatchObject({ title: "活动已取消", link: `/events/${id2}` });
  });
});

describe("PATCH /api/events/{id}", () => {
  it("changes only the fields given", async () => {
    const { client } = await signedIn(t);
    const id = await createDraft(client);
    const before = await eventRow(id);
    const res = await client.patch(`/api/events/${id}`, { title: "新标题", city: "" });
    expect(res.status).toBe(200);
    expect(res.json.data.event).toMatchObject({ title: "新标题", city: null, address: before.address, maxAttendees: 50 });
    expect(res.json.data.event.ticketTypes).toHaveLength(2);
  });

  it("checks cross-field rules against the stored event", async () => {
    const { client } = await signedIn(t);
    const id = await createDraft(client);
    const before = await eventRow(id);
    const res = await client.patch(`/api/events/${id}`, { endTime: new Date(before.startTime.getTime() - 60_000).toISOString() });
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "endTime", message: "结束时间必须晚于开始时间" }]);
    const ext = await client.patch(`/api/events/${id}`, { isExternalEvent: true });
    expect(ext.json.details).toEqual([{ field: "externalUrl", message: "外部活动需要填写外部报名链接" }]);
    expect((await eventRow(id)).endTime).toEqual(before.endTime);
  });

  it("updates owned lists in place: answers survive a question edit and still export", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client);
    const edit = (await client.get(`/api/events/${id}/edit`)).json.data.event;
    const [general, student] = edit.ticketTypes;
    const [what, source] = edit.questions;
    const a = await attendee(t);
    const reg = await a.client.post(`/api/events/${id}/register`, {
      ticketTypeId: general.id,
      answers: [
        { questionId: what.id, answer: "一个记账 App" },
        { questionId: source.id, answer: "朋友" },
      ],
    });
    expect(reg.status).toBe(201);

    // Reword the first question, drop the second, add a third; rename a ticket and drop the other.
    const res = await client.patch(`/api/events/${id}`, {
      questions: [
        { id: what.id, question: "你正在做什么产品？", type: "TEXT", required: true, sortOrder: 0, options: [] },
        { question: "想认识什么样的人？", type: "TEXTAREA", required: false, sortOrder: 1, options: [] },
      ],
      ticketTypes: [{ id: general.id, name: "早鸟票", maxQuantity: 40, isActive: true, sortOrder: 0, priceCents: 0 }],
    });
    expect(res.status).toBe(200);
    expect(res.json.data.event.questions.map((q: { id: string; question: string }) => [q.id === what.id, q.question])).toEqual([
      [true, "你正在做什么产品？"],
      [false, "想认识什么样的人？"],
    ]);
    const tickets = res.json.data.event.ticketTypes;
    expect(tickets.find((x: { id: string }) => x.id === general.id)).toMatchObject({ name: "早鸟票", isActive: true, currentQuantity: 1 });
    expect(tickets.find((x: { id: string }) => x.id === student.id)).toMatchObject({ isActive: false });

    const [archived] = await t.db.select().from(eventQuestions).where(eq(eventQuestions.id, source.id));
    expect(archived!.archivedAt).not.toBeNull();
    const mine = await a.client.get(`/api/events/${id}/my-registration`);
    expect(mine.json.data.registration).toMatchObject({ status: "APPROVED", ticketTypeId: general.id });

    const csv = await client.get(`/api/events/${id}/registrations/export`);
    expect(csv.status).toBe(200);
    const [header, row] = csv.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toContain("你正在做什么产品？");
    expect(header).toContain("你从哪里知道活动？（已删除）");
    expect(row).toContain("一个记账 App");
    expect(row).toContain("朋友");
    expect(row).toContain("早鸟票");
  });

  it("refuses an id from another event's list, and a type change of an answered question", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client);
    const otherId = await createDraft(client);
    const otherTicket = (await client.get(`/api/events/${otherId}/edit`)).json.data.event.ticketTypes[0];
    const res = await client.patch(`/api/events/${id}`, {
      ticketTypes: [{ id: otherTicket.id, name: "偷来的票", maxQuantity: 5, isActive: true, sortOrder: 0, priceCents: 0 }],
    });
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "ticketTypes.0.id", message: "票种不属于本活动" }]);
    const [stolen] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, otherTicket.id));
    expect(stolen).toMatchObject({ eventId: otherId, name: "普通票" });

    const q = (await client.get(`/api/events/${id}/edit`)).json.data.event.questions[0];
    const a = await attendee(t);
    await a.client.post(`/api/events/${id}/register`, { ticketTypeId: (await client.get(`/api/events/${id}/edit`)).json.data.event.ticketTypes[0].id, answers: [{ questionId: q.id, answer: "x" }] });
    const retype = await client.patch(`/api/events/${id}`, {
      questions: [{ id: q.id, question: q.question, type: "SINGLE_CHOICE", options: ["a", "b"], required: true, sortOrder: 0 }],
    });
    expect(retype.status).toBe(422);
    expect(retype.json.details[0].field).toBe("questions.0.type");
  });

  it("refuses capacity below the seats taken (422) and promotes the waitlist when capacity is raised", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client, { maxAttendees: 1, questions: [], ticketTypes: [] });
    const a = await attendee(t);
    const b = await attendee(t);
    const c = await attendee(t);
    await a.client.post(`/api/events/${id}/register`, {});
    expect((await b.client.post(`/api/events/${id}/register`, {})).json.data.registration.status).toBe("WAITLISTED");
    expect((await c.client.post(`/api/events/${id}/register`, {})).json.data.registration.status).toBe("WAITLISTED");

    await client.patch(`/api/events/${id}`, { maxAttendees: 2 });
    expect(await counters(t.db, id)).toMatchObject({ seatsTaken: 2, approvedCount: 2, approved: 2, waitlisted: 1 });
    expect((await b.client.get(`/api/events/${id}/my-registration`)).json.data.registration.status).toBe("APPROVED");
    const promoted = await t.db.select().from(notifications).where(and(eq(notifications.userId, b.userId), eq(notifications.type, "registrationPromoted")));
    expect(promoted).toHaveLength(1);

    const low = await client.patch(`/api/events/${id}`, { maxAttendees: 1 });
    expect(low.status).toBe(422);
    expect(low.json.details).toEqual([{ field: "maxAttendees", message: "人数上限不能低于已占用的名额（2）" }]);
    expect((await eventRow(id)).maxAttendees).toBe(2);

    await client.patch(`/api/events/${id}`, { maxAttendees: null });
    expect(await counters(t.db, id)).toMatchObject({ seatsTaken: 3, approved: 3, waitlisted: 0 });
  });

  it("refuses a ticket quantity below the seats it holds and promotes when a ticket quantity is raised", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client, {
      maxAttendees: 10,
      questions: [],
      ticketTypes: [{ name: "唯一票", maxQuantity: 1, isActive: true, sortOrder: 0, priceCents: 0 }],
    });
    const ticket = (await client.get(`/api/events/${id}/edit`)).json.data.event.ticketTypes[0];
    const a = await attendee(t);
    const b = await attendee(t);
    await a.client.post(`/api/events/${id}/register`, { ticketTypeId: ticket.id });
    expect((await b.client.post(`/api/events/${id}/register`, { ticketTypeId: ticket.id })).json.data.registration.status).toBe("WAITLISTED");

    const zero = await client.patch(`/api/events/${id}`, { ticketTypes: [{ ...ticket, maxQuantity: 0 }] });
    expect(zero.status).toBe(422);
    const items = [{ id: ticket.id, name: ticket.name, maxQuantity: 2, isActive: true, sortOrder: 0, priceCents: 0 }];
    const raised = await client.patch(`/api/events/${id}`, { ticketTypes: items });
    expect(raised.status).toBe(200);
    expect(await counters(t.db, id)).toMatchObject({ seatsTaken: 2, approved: 2, waitlisted: 0 });
    const below = await client.patch(`/api/events/${id}`, { ticketTypes: [{ ...items[0], maxQuantity: 1 }] });
    expect(below.status).toBe(422);
    expect(below.json.details).toEqual([{ field: "ticketTypes.0.maxQuantity", message: "票种“唯一票”的数量不能低于已占用的数量（2）" }]);
  });
});
