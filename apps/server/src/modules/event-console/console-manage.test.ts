import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { eventInvites, eventMessages, notifications, registrations } from "../../db/schema/index.ts";
import { setUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../../test/test-app.ts";
import { attendee, counters } from "../registrations/registration-test-kit.ts";
import { makeEstablished } from "../invitations/invitation-test-kit.ts";
import { createDraft, createPublished } from "./console-test-kit.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const soon = () => ({ startTime: new Date(Date.now() + 3_600_000).toISOString(), endTime: new Date(Date.now() + 4 * 3_600_000).toISOString() });

/** The raw response, with the client's session cookie. */
function rawGet(client: TestClient, path: string) {
  const jar = (client as unknown as { cookies: Map<string, string> }).cookies;
  return t.app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), origin: TEST_ORIGIN } });
}

/** Parses our CSV (RFC 4180, CRLF rows) back into cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("GET /api/events/{id}/registrations/export", () => {
  it("is UTF-8 with a BOM, an attachment, answers as columns, RFC 4180 quoting and formula-safe cells", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client, {
      title: "导出测试",
      timezone: "Asia/Shanghai",
      questions: [
        { question: "你在做什么产品？", type: "TEXT", required: true, sortOrder: 0, options: [] },
        { question: "兴趣", type: "MULTIPLE_CHOICE", options: ["AI", "出海", "硬件"], required: false, sortOrder: 1 },
      ],
    });
    const edit = (await client.get(`/api/events/${id}/edit`)).json.data.event;
    const a = await attendee(t);
    await setUser(t.db, a.userId, { name: '=HYPERLINK("http://evil.example","点我")', wechatId: "wx_a", currentWorkOn: "+1 一个, 有逗号的 \"项目\"" });
    const reg = await a.client.post(`/api/events/${id}/register`, {
      ticketTypeId: edit.ticketTypes[1].id,
      answers: [
        { questionId: edit.questions[0].id, answer: "@SUM(1)\n第二行" },
        { questionId: edit.questions[1].id, answer: ["AI", "硬件"] },
      ],
    });
    expect(reg.status).toBe(201);
    const res = await client.get(`/api/events/${id}/registrations/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="registrations-.*\.csv"; filename\*=UTF-8''/);
    expect(res.headers.get("content-disposition")).toContain(encodeURIComponent("导出测试.csv"));
    // fetch's text() strips a BOM, so read the bytes themselves.
    const bytes = new Uint8Array(await (await rawGet(client, `/api/events/${id}/registrations/export`)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(`\uFEFF${res.text}`);
    const [header, row] = parseCsv(res.text);
    expect(header).toEqual([
      "姓名", "用户名", "邮箱", "手机号", "微信号", "身份角色", "当前在做", "报名状态", "票种", "报名时间（GMT+8）", "签到时间（GMT+8）", "邀请码",
      "你在做什么产品？", "兴趣",
    ]);
    expect(row![0]).toBe(`'=HYPERLINK("http://evil.example","点我")`);
    expect(row![2]).toBe(a.email);
    expect(row![4]).toBe("wx_a");
    expect(row![6]).toBe("'+1 一个, 有逗号的 \"项目\"");
    expect(row![7]).toBe("已通过");
    expect(row![8]).toBe("学生票");
    // Wall-clock time in the event's zone (Shanghai, UTC+8), as the header says.
    const registeredAt = new Date(reg.json.data.registration.registeredAt).getTime() + 8 * 3_600_000;
    expect(row![9]).toBe(new Date(registeredAt).toISOString().slice(0, 16).replace("T", " "));
    expect(row![12]).toBe("'@SUM(1)\n第二行");
    expect(row![13]).toBe("AI; 硬件");
  });

  it("writes headers in the caller's language", async () => {
    const { client } = await signedIn(t, "en");
    const id = await createPublished(client, { questions: [] });
    const res = await client.get(`/api/events/${id}/registrations/export`);
    expect(parseCsv(res.text)[0]!.slice(0, 3)).toEqual(["Name", "Username", "Email"]);
  });
});

describe("overview, check-in undo and bulk", () => {
  it("counts by status, check-ins, capacity, views and invite attribution; undo resets the live count", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client, { ...soon(), maxAttendees: 2, questions: [], ticketTypes: [] });
    const inviter = await attendee(t);
    const code = (await inviter.client.post(`/api/events/${id}/invites/user`)).json.data.invite.code as string;
    await inviter.client.post(`/api/events/${id}/register`, {});
    const a = await attendee(t);
    const b = await attendee(t);
    expect((await a.client.post(`/api/events/${id}/register`, { inviteCode: code })).status).toBe(201);
    expect((await b.client.post(`/api/events/${id}/register`, { inviteCode: code })).json.data.registration.status).toBe("WAITLISTED");
    await t.client().post(`/api/events/${id}/view`);

    const ticket = await a.client.get(`/api/events/${id}/ticket`);
    const checked = await client.post(`/api/events/${id}/checkin`, { code: ticket.json.data.manualCode });
    expect(checked.status).toBe(200);

    const res = await client.get(`/api/events/${id}/overview`);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      counts: { APPROVED: 2, PENDING: 0, WAITLISTED: 1, REJECTED: 0, CANCELLED: 0 },
      checkedIn: 1,
      maxAttendees: 2,
      seatsTaken: 2,
      viewCount: 1,
      likeCount: 0,
      ticketTypes: [],
    });
    expect(res.json.data.invites).toEqual([
      { code, inviter: expect.objectContaining({ id: inviter.userId }), registrations: 2, approved: 1 },
    ]);

    const [regA] = await t.db.select().from(registrations).where(and(eq(registrations.eventId, id), eq(registrations.userId, a.userId)));
    const undo = await client.delete(`/api/events/${id}/checkin/${regA!.id}`);
    expect(undo.status).toBe(200);
    expect(undo.json.data.registration).toMatchObject({ id: regA!.id, checkedInAt: null });
    expect((await client.delete(`/api/events/${id}/checkin/${regA!.id}`)).status).toBe(200);
    expect((await client.get(`/api/events/${id}/overview`)).json.data.checkedIn).toBe(0);
    expect((await client.delete(`/api/events/${id}/checkin/not-a-registration`)).status).toBe(404);
  });

  it("bulk-approves through the capacity guard, reporting each id", async () => {
    const { client } = await signedIn(t);
    const id = await createPublished(client, { maxAttendees: 2, requireApproval: true, questions: [], ticketTypes: [] });
    const people = [await attendee(t), await attendee(t), await attendee(t)];
    for (const p of people) await p.client.post(`/api/events/${id}/register`, {});
    const regs = await t.db.select().from(registrations).where(eq(registrations.eventId, id));
    const byUser = (userId: string) => regs.find((r) => r.userId === userId)!;
    expect(people.map((p) => byUser(p.userId).status)).toEqual(["PENDING", "PENDING", "WAITLISTED"]);

    const res = await client.post(`/api/events/${id}/registrations/bulk`, {
      registrationIds: [...people.map((p) => byUser(p.userId).id), "missing-id"],
      status: "APPROVED",
    });
    expect(res.status).toBe(200);
    expect(res.json.data.results).toEqual([
      { id: byUser(people[0]!.userId).id, ok: true, status: "APPROVED" },
      { id: byUser(people[1]!.userId).id, ok: true, status: "APPROVED" },
      { id: byUser(people[2]!.userId).id, ok: false, error: "名额已满" },
      { id: "missing-id", ok: false, error: "报名记录不存在" },
    ]);
    expect(await counters(t.db, id)).toMatchObject({ seatsTaken: 2, approvedCount: 2, approved: 2, waitlisted: 1 });

    const rejected = await client.post(`/api/events/${id}/registrations/bulk`, {
      registrationIds: [byUser(people[0]!.userId).id],
      status: "REJECTED",
      note: "名额有限",
    });
    expect(rejected.json.data.results[0]).toMatchObject({ ok: true, status: "REJECTED" });
    // The freed seat went to the waitlist (as PENDING: this event needs approval).
    expect(await counters(t.db, id)).toMatchObject({ seatsTaken: 2, approved: 1, pending: 1, waitlisted: 0 });
    expect((await client.post(`/api/events/${id}/registrations/bulk`, { registrationIds: [], status: "APPROVED" })).status).toBe(422);
  });
});

describe("messages", () => {
  it("sends in-app and by e-mail to the chosen statuses only, and lists the history", async () => {
    const { client, userId } = await signedIn(t);
    const id = await createPublished(client, { title: "消息测试", maxAttendees: 1, questions: [], ticketTypes: [] });
    const a = await attendee(t);
    const b = await attendee(t);
    await a.client.post(`/api/events/${id}/register`, {});
    await b.client.post(`/api/events/${id}/register`, {});
    const res = await client.post(`/api/events/${id}/messages`, {
      statuses: ["APPROVED"],
      channels: ["inapp", "email"],
      subject: "集合地点",
      body: "请在一楼大厅集合。",
    });
    expect(res.status).toBe(201);
    expect(res.json.data.message).toEqual({ id: expect.any(String), recipients: 1 });
    const inbox = await a.client.get("/api/notifications");
    expect(inbox.json.data.notifications[0]).toMatchObject({ type: "eventMessage", title: "消息测试：集合地点", body: "请在一楼大厅集合。" });
    const other = await t.db.select().from(notifications).where(and(eq(notifications.userId, b.userId), eq(notifications.type, "eventMessage")));
    expect(other).toHaveLength(0);
    await t.deps.messages.runDue();
    expect(t.deps.outbox.latestFor(a.email)).toMatchObject({ subject: "【消息测试】集合地点" });
    expect(t.deps.outbox.latestFor(a.email)?.text).toContain("请在一楼大厅集合。");

    const history = await client.get(`/api/events/${id}/messages`);
    expect(history.json.data.messages).toEqual([
      expect.objectContaining({ subject: "集合地点", statuses: ["APPROVED"], channels: ["inapp", "email"], recipients: 1, sentBy: expect.objectContaining({ id: userId }) }),
    ]);
  });

  it("names the fields of a bad message", async () => {
    const { client } = await signedIn(t, "en");
    const id = await createPublished(client, { questions: [] });
    const res = await client.post(`/api/events/${id}/messages`, { statuses: [], channels: ["sms"], subject: "", body: "x" });
    expect(res.status).toBe(422);
    const fields = res.json.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["statuses", "channels.0", "subject"]));
    expect(res.json.details.find((d: { field: string }) => d.field === "subject").message).toBe("Enter a subject");
    expect(await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, id))).toHaveLength(0);
  });

  it("is rate-limited per user", async () => {
    const limited = await createTestApp();
    try {
      const { client, userId } = await signedIn(limited);
      // A new organiser's daily allowance is smaller than the burst limit tested here.
      await makeEstablished(limited.db, userId);
      const id = await createPublished(client, { questions: [] });
      const send = () => client.post(`/api/events/${id}/messages`, { statuses: ["APPROVED"], channels: ["inapp"], subject: "s", body: "b" });
      for (let i = 0; i < 10; i++) expect((await send()).status).toBe(201);
      const res = await send();
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("admins and my events", () => {
  it("adds a co-admin by username or email, notifies them, and refuses unknown, self and duplicates", async () => {
    const { client } = await signedIn(t);
    const id = await createDraft(client, { title: "管理员测试" });
    const co = await signedIn(t);
    await setUser(t.db, co.userId, { username: `co-${co.userId.slice(0, 6)}` });
    const res = await client.post(`/api/events/${id}/admins`, { usernameOrEmail: co.email.toUpperCase(), canCheckIn: true });
    expect(res.status).toBe(201);
    expect(res.json.data.admin).toMatchObject({ user: { id: co.userId }, canEditEvent: false, canManageRegistrations: false, canCheckIn: true });
    expect(res.json.data.admin.user.email).toBeUndefined();
    const inbox = await co.client.get("/api/notifications");
    expect(inbox.json.data.notifications[0]).toMatchObject({ type: "eventAdminAdded", link: `/app/events/${id}/manage` });
    expect(inbox.json.data.notifications[0].body).toContain("管理员测试");

    expect((await client.post(`/api/events/${id}/admins`, { usernameOrEmail: `co-${co.userId.slice(0, 6)}` })).status).toBe(409);
    const unknown = await client.post(`/api/events/${id}/admins`, { usernameOrEmail: "nobody@example.com" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe("找不到该用户名或邮箱对应的用户");
    const me = await client.get("/api/profile");
    expect((await client.post(`/api/events/${id}/admins`, { usernameOrEmail: me.json.data.user.email })).status).toBe(400);

    const patched = await client.patch(`/api/events/${id}/admins/${co.userId}`, { canManageRegistrations: true });
    expect(patched.json.data.admin).toMatchObject({ canManageRegistrations: true, canCheckIn: true });
    const list = await client.get(`/api/events/${id}/admins`);
    expect(list.json.data.admins).toHaveLength(1);

    // The co-admin now sees the draft in their console with their role and rights.
    const mine = await co.client.get("/api/user/events");
    expect(mine.json.data.events).toEqual([expect.objectContaining({ id, myRole: "ADMIN", status: "DRAFT" })]);
    const edit = await co.client.get(`/api/events/${id}/edit`);
    expect(edit.json.data.permissions).toEqual({ isOrganizer: false, canEditEvent: false, canManageRegistrations: true, canCheckIn: true });

    expect((await client.delete(`/api/events/${id}/admins/${co.userId}`)).status).toBe(200);
    expect((await client.delete(`/api/events/${id}/admins/${co.userId}`)).status).toBe(404);
    expect((await co.client.get("/api/user/events")).json.data.events).toEqual([]);
    expect((await co.client.get(`/api/events/${id}/edit`)).status).toBe(404);
  });

  it("lists the events I organise, drafts included, with counts", async () => {
    const { client } = await signedIn(t);
    const draft = await createDraft(client, { title: "草稿" });
    const live = await createPublished(client, { title: "已发布", requireApproval: true, questions: [], ticketTypes: [] });
    const a = await attendee(t);
    await a.client.post(`/api/events/${live}/register`, {});
    const res = await client.get("/api/user/events");
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.json.data.events.map((e: { id: string }) => [e.id, e]));
    expect(Object.keys(byId).sort()).toEqual([draft, live].sort());
    expect(byId[draft]).toMatchObject({ myRole: "ORGANIZER", status: "DRAFT", seatsTaken: 0, pendingCount: 0 });
    expect(byId[live]).toMatchObject({ myRole: "ORGANIZER", status: "PUBLISHED", seatsTaken: 1, approvedCount: 0, pendingCount: 1 });
    expect((await t.client().get("/api/user/events")).status).toBe(401);
    await t.db.delete(eventInvites).where(eq(eventInvites.eventId, live));
  });
});
