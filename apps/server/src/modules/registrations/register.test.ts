import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { projects, registrationAnswers, registrations } from "../../db/schema/index.ts";
import { days, insertEvent, insertRegistration, insertUser, setUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { addQuestion, addTicket, attendee, COMPLETE_PROFILE, counters, nextPhone } from "./registration-test-kit.ts";

let t: TestApp;
let organizerId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  organizerId = (await insertUser(t.db)).id;
});
afterAll(async () => {
  await t.close();
});

const reg = (id: string) => `/api/events/${id}/register`;

describe("POST /api/events/{id}/register: status decision", () => {
  it("approves while seats remain, then waitlists automatically, and counts seats", async () => {
    const eventId = await insertEvent(t.db, organizerId, { maxAttendees: 1, registrationSuccessInfo: "欢迎！" });
    const a = await attendee(t);
    const b = await attendee(t);
    const first = await a.client.post(reg(eventId), {});
    expect(first.status).toBe(201);
    expect(first.json.data.registration).toMatchObject({ eventId, status: "APPROVED", ticketTypeId: null, checkedInAt: null });
    expect(first.json.data.successInfo).toEqual({ info: "欢迎！", image: null });
    expect(first.json.data.pendingInfo).toBeNull();
    const second = await b.client.post(reg(eventId), {});
    expect(second.status).toBe(201);
    expect(second.json.data.registration.status).toBe("WAITLISTED");
    expect(second.json.data.successInfo).toBeNull();
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 1, approved: 1, waitlisted: 1 });
  });

  it("makes a registration PENDING when approval is required; PENDING holds a seat", async () => {
    const eventId = await insertEvent(t.db, organizerId, { maxAttendees: 1, requireApproval: true, registrationPendingInfo: "等待审核" });
    const a = await attendee(t);
    const b = await attendee(t);
    const res = await a.client.post(reg(eventId), {});
    expect(res.json.data.registration.status).toBe("PENDING");
    expect(res.json.data.pendingInfo).toEqual({ info: "等待审核", image: null });
    expect((await b.client.post(reg(eventId), {})).json.data.registration.status).toBe("WAITLISTED");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 0, pending: 1, waitlisted: 1 });
  });

  it("waitlists when the chosen ticket type is full even though the event has room", async () => {
    const eventId = await insertEvent(t.db, organizerId, { maxAttendees: 10 });
    const student = await addTicket(t.db, eventId, { name: "学生票", maxQuantity: 1 });
    await addTicket(t.db, eventId, { name: "普通票", maxQuantity: 9 });
    const a = await attendee(t);
    const b = await attendee(t);
    expect((await a.client.post(reg(eventId), { ticketTypeId: student })).json.data.registration.status).toBe("APPROVED");
    expect((await b.client.post(reg(eventId), { ticketTypeId: student })).json.data.registration.status).toBe("WAITLISTED");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 1 });
  });

  it("uses the only active ticket type without being told", async () => {
    const eventId = await insertEvent(t.db, organizerId);
    const only = await addTicket(t.db, eventId, { maxQuantity: 5 });
    await addTicket(t.db, eventId, { isActive: false });
    const a = await attendee(t);
    const res = await a.client.post(reg(eventId), {});
    expect(res.json.data.registration.ticketTypeId).toBe(only);
  });

  it("stores answers, project and consent, and attributes nothing for an unknown invite code", async () => {
    const eventId = await insertEvent(t.db, organizerId, { requireProjectSubmission: true, askDigitalCardConsent: true });
    const q1 = await addQuestion(t.db, eventId, { required: true });
    const q2 = await addQuestion(t.db, eventId, { question: "喜欢的语言", type: "MULTIPLE_CHOICE", options: ["Go", "Rust", "TS"] });
    const a = await attendee(t);
    const project = (await a.client.post("/api/projects", { title: "记账 App", subtitle: "帮你记账", stage: "MVP" })).json.data.project;
    const res = await a.client.post(reg(eventId), {
      answers: [
        { questionId: q1, answer: "  一个记账 App  " },
        { questionId: q2, answer: ["Rust", "TS"] },
      ],
      projectId: project.id,
      allowDigitalCardDisplay: false,
      inviteCode: "NOPE-NOT-A-CODE",
    });
    expect(res.status).toBe(201);
    expect(res.json.data.registration).toMatchObject({ projectId: project.id, allowDigitalCardDisplay: false });
    const stored = await t.db.select().from(registrationAnswers).where(eq(registrationAnswers.registrationId, res.json.data.registration.id));
    expect(Object.fromEntries(stored.map((s) => [s.questionId, s.answer]))).toEqual({ [q1]: "一个记账 App", [q2]: ["Rust", "TS"] });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, res.json.data.registration.id));
    expect(row!.inviteId).toBeNull();
  });
});

describe("POST /api/events/{id}/register: invite attribution", () => {
  it("records the inviter's invite, but not a self-invite", async () => {
    const eventId = await insertEvent(t.db, organizerId);
    const inviter = await attendee(t);
    const code = (await inviter.client.post(`/api/events/${eventId}/invites/user`)).json.data.invite.code;
    const friend = await attendee(t);
    const res = await friend.client.post(reg(eventId), { inviteCode: code });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, res.json.data.registration.id));
    expect(row!.inviteId).not.toBeNull();
    const self = await inviter.client.post(reg(eventId), { inviteCode: code });
    const [own] = await t.db.select().from(registrations).where(eq(registrations.id, self.json.data.registration.id));
    expect(own!.inviteId).toBeNull();
  });
});

describe("POST /api/events/{id}/register: repeats", () => {
  it("answers 200 with the same registration for an identical retry, 409 for a different one", async () => {
    const eventId = await insertEvent(t.db, organizerId);
    const q = await addQuestion(t.db, eventId, { required: true });
    const a = await attendee(t, "en");
    const body = { answers: [{ questionId: q, answer: "hello" }] };
    const first = await a.client.post(reg(eventId), body);
    const again = await a.client.post(reg(eventId), body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.data.registration.id).toBe(first.json.data.registration.id);
    const different = await a.client.post(reg(eventId), { answers: [{ questionId: q, answer: "changed" }] });
    expect(different.status).toBe(409);
    expect(different.json.message).toBe("Registration already active");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approved: 1 });
  });

  it("concurrent duplicate POSTs of one user make one row and no 5xx", async () => {
    const eventId = await insertEvent(t.db, organizerId, { maxAttendees: 5 });
    const a = await attendee(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => a.client.post(reg(eventId), {})));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json.data.registration.id)).size).toBe(1);
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 1, approved: 1 });
  });

  it("refuses a REJECTED person with 'not approved'", async () => {
    const eventId = await insertEvent(t.db, organizerId);
    const a = await attendee(t);
    await insertRegistration(t.db, eventId, a.userId, "REJECTED");
    const res = await a.client.post(reg(eventId), {});
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("未通过审核");
  });

  it("lets a CANCELLED person register again, at the back of the queue, with a new ticket code", async () => {
    const eventId = await insertEvent(t.db, organizerId, { maxAttendees: 3 });
    const a = await attendee(t);
    const first = await a.client.post(reg(eventId), {});
    const [before] = await t.db.select().from(registrations).where(eq(registrations.id, first.json.data.registration.id));
    expect((await a.client.delete(reg(eventId))).json.data.registration.status).toBe("CANCELLED");
    const again = await a.client.post(reg(eventId), {});
    expect(again.status).toBe(201);
    expect(again.json.data.registration.id).toBe(first.json.data.registration.id);
    const [after] = await t.db.select().from(registrations).where(eq(registrations.id, first.json.data.registration.id));
    expect(after!.status).toBe("APPROVED");
    expect(after!.ticketCode).not.toBe(before!.ticketCode);
    expect(after!.registeredAt.getTime()).toBeGreaterThan(before!.registeredAt.getTime());
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 1 });
  });
});

describe("POST /api/events/{id}/register: refusals about the event", () => {
  const cases = [
    { name: "external", fields: { isExternalEvent: true, externalUrl: "https://x.example" }, status: 400, zh: "这是外部平台的活动，请前往外部平台报名", en: "This event is on an external platform; please register there" },
    { name: "ended", fields: { startTime: days(-2), endTime: days(-1) }, status: 400, zh: "活动已结束", en: "This event has ended" },
    { name: "completed", fields: { status: "COMPLETED" as const }, status: 400, zh: "活动已结束", en: "This event has ended" },
    { name: "deadline passed", fields: { registrationDeadline: days(-1) }, status: 400, zh: "报名已截止", en: "Registration deadline has passed" },
    { name: "draft (invisible)", fields: { status: "DRAFT" as const }, status: 404, zh: "活动不存在", en: "Event not found" },
    { name: "cancelled (invisible)", fields: { status: "CANCELLED" as const }, status: 404, zh: "活动不存在", en: "Event not found" },
  ];
  for (const c of cases) {
    it(`${c.name} → ${c.status} in zh and en`, async () => {
      const eventId = await insertEvent(t.db, organizerId, c.fields);
      for (const locale of ["zh", "en"] as const) {
        const a = await attendee(t, locale);
        const res = await a.client.post(reg(eventId), {});
        expect(res.status).toBe(c.status);
        expect(res.json.message).toBe(c[locale]);
      }
      expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 0 });
    });
  }

  it("tells the organiser why their own draft can't take registrations", async () => {
    const org = await attendee(t);
    const eventId = await insertEvent(t.db, org.userId, { status: "DRAFT" });
    const res = await org.client.post(reg(eventId), {});
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("该活动暂不开放报名");
  });

  it("401 when signed out, 404 for an unknown event, 422 for unknown keys", async () => {
    const eventId = await insertEvent(t.db, organizerId);
    expect((await t.client().post(reg(eventId), {})).status).toBe(401);
    const a = await attendee(t, "en");
    expect((await a.client.post(reg("no-such-event"), {})).status).toBe(404);
    const unknown = await a.client.post(reg(eventId), { status: "APPROVED" });
    expect(unknown.status).toBe(422);
    expect(unknown.json.details[0].message).toContain("status");
  });
});

describe("POST /api/events/{id}/register: profile and form validation", () => {
  it("names every missing profile field (placeholder email counts as empty), in zh and en", async () => {
    const eventId = await insertEvent(t.db, organizerId);
    const expected = {
      zh: { message: "请先完善个人资料", bio: "个人简介不能为空", userRoleString: "身份角色不能为空", currentWorkOn: "当前在做不能为空", lifeStatus: "生活状态不能为空", phoneNumber: "请输入手机号", email: "请填写邮箱以接收通知" },
      en: { message: "Please complete your profile first", bio: "Bio is required", userRoleString: "Role is required", currentWorkOn: "Currently working on is required", lifeStatus: "Life status is required", phoneNumber: "Please enter a phone number", email: "Please fill in your email to receive notifications" },
    };
    for (const locale of ["zh", "en"] as const) {
      const who = await signedIn(t, locale);
      await setUser(t.db, who.userId, { email: `${who.userId}@phone.commons.invalid` });
      const res = await who.client.post(reg(eventId), {});
      expect(res.status).toBe(422);
      expect(res.json.message).toBe(expected[locale].message);
      const byField = Object.fromEntries(res.json.details.map((d: { field: string; message: string }) => [d.field, d.message]));
      const { message: _m, ...fields } = expected[locale];
      expect(byField).toEqual(fields);
    }
  });

  it("short bio, invalid phone and malformed email get their own messages", async () => {
    const eventId = await insertEvent(t.db, organizerId);
    const who = await signedIn(t, "zh");
    await setUser(t.db, who.userId, { ...COMPLETE_PROFILE, bio: "太短了", phoneNumber: "+8612345", email: "not-an-email" });
    const res = await who.client.post(reg(eventId), {});
    const byField = Object.fromEntries(res.json.details.map((d: { field: string; message: string }) => [d.field, d.message]));
    expect(byField.bio).toBe("个人简介至少需要15个字符");
    expect(byField.phoneNumber).toMatch(/中国.*手机号/);
    expect(byField.email).toBe("请输入有效的邮箱地址");
    expect(Object.keys(byField).sort()).toEqual(["bio", "email", "phoneNumber"]);
  });

  it("lists the missing required questions by their text, and refuses bad answers, in zh and en", async () => {
    const eventId = await insertEvent(t.db, organizerId);
    const q1 = await addQuestion(t.db, eventId, { question: "你在做什么？", required: true, sortOrder: 0 });
    await addQuestion(t.db, eventId, { question: "你的城市？", required: true, sortOrder: 1 });
    const q3 = await addQuestion(t.db, eventId, { question: "渠道", type: "SINGLE_CHOICE", options: ["微信群", "朋友"], sortOrder: 2 });
    await addQuestion(t.db, eventId, { question: "已归档", required: true, archivedAt: new Date() });
    const zh = await attendee(t, "zh");
    const missing = await zh.client.post(reg(eventId), {});
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe("请回答必填问题：你在做什么？、你的城市？");
    const en = await attendee(t, "en");
    const missingEn = await en.client.post(reg(eventId), { answers: [{ questionId: q1, answer: "   " }] });
    expect(missingEn.json.message).toBe("Please answer the required questions: 你在做什么？, 你的城市？");

    const badOption = await zh.client.post(reg(eventId), { answers: [{ questionId: q3, answer: "小红书" }] });
    expect(badOption.json.details.map((d: { message: string }) => d.message)).toContain("“渠道”的回答无效");
    const tooLong = await en.client.post(reg(eventId), { answers: [{ questionId: q1, answer: "x".repeat(201) }] });
    expect(tooLong.json.message).toBe("The answer to “你在做什么？” must be at most 200 characters");
    const unknown = await zh.client.post(reg(eventId), { answers: [{ questionId: "not-a-question", answer: "x" }] });
    expect(unknown.json.message).toBe("包含不属于本活动的问题");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 0 });
  });

  it("requires a ticket choice when several are active, and refuses inactive or foreign types", async () => {
    const eventId = await insertEvent(t.db, organizerId);
    await addTicket(t.db, eventId, { name: "A" });
    await addTicket(t.db, eventId, { name: "B" });
    const off = await addTicket(t.db, eventId, { name: "C", isActive: false });
    const other = await addTicket(t.db, await insertEvent(t.db, organizerId), { name: "X" });
    const zh = await attendee(t, "zh");
    const en = await attendee(t, "en");
    expect((await zh.client.post(reg(eventId), {})).json.message).toBe("请选择票种");
    expect((await en.client.post(reg(eventId), {})).json.message).toBe("Please choose a ticket type");
    expect((await zh.client.post(reg(eventId), { ticketTypeId: off })).json.message).toBe("所选票种不可用");
    expect((await en.client.post(reg(eventId), { ticketTypeId: other })).json.message).toBe("The chosen ticket type is not available");
  });

  it("requires a project of one's own and the digital-card consent when asked", async () => {
    const eventId = await insertEvent(t.db, organizerId, { requireProjectSubmission: true, askDigitalCardConsent: true });
    const zh = await attendee(t, "zh");
    const en = await attendee(t, "en");
    const res = await zh.client.post(reg(eventId), {});
    const messages = res.json.details.map((d: { message: string }) => d.message);
    expect(messages).toEqual(["本活动需要提交项目，请选择或创建一个项目", "请选择是否愿意展示你的数字名片"]);
    const resEn = await en.client.post(reg(eventId), {});
    expect(resEn.json.details.map((d: { message: string }) => d.message)).toEqual([
      "This event requires a project; please choose or create one",
      "Please choose whether your digital card may be shown",
    ]);
    const [foreign] = await t.db.insert(projects).values({ userId: organizerId, title: "别人的项目" }).returning();
    const notMine = await en.client.post(reg(eventId), { projectId: foreign!.id, allowDigitalCardDisplay: true });
    expect(notMine.status).toBe(422);
    expect(notMine.json.message).toBe("You can only choose one of your own projects");
    const notMineZh = await zh.client.post(reg(eventId), { projectId: foreign!.id, allowDigitalCardDisplay: true });
    expect(notMineZh.json.message).toBe("只能选择你自己的项目");
  });

  it("accepts a phone-only account once it has added a real email", async () => {
    const eventId = await insertEvent(t.db, organizerId);
    const who = await signedIn(t);
    await setUser(t.db, who.userId, { ...COMPLETE_PROFILE, phoneNumber: nextPhone(), email: `${who.userId}@phone.commons.invalid` });
    expect((await who.client.post(reg(eventId), {})).status).toBe(422);
    await setUser(t.db, who.userId, { email: `${who.userId.slice(0, 8)}@real.example.com` });
    expect((await who.client.post(reg(eventId), {})).status).toBe(201);
  });
});
