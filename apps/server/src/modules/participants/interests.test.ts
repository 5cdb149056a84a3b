import { PARTICIPANT_INTEREST_RATE_LIMIT, placeholderEmailFor } from "@commons/domain";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, participantInterests } from "../../db/schema/index.ts";
import { setUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { eventWith, interestsPath, person, type Person } from "./participants-test-kit.ts";

let t: TestApp;
let eventId: string;
let host: Person;
let a: Person;
let b: Person;

beforeAll(async () => {
  t = await createTestApp();
  ({ eventId, host } = await eventWith(t, "REGISTRANTS"));
  a = await person(t, eventId, "APPROVED");
  b = await person(t, eventId, "APPROVED");
  await setUser(t.db, a.userId, { name: "阿安", wechatId: "ann_wx", showWechat: true, showEmail: false, phoneNumber: "+8613800177777" });
  await setUser(t.db, b.userId, { name: "小贝", wechatId: "bei_wx", showWechat: false, showEmail: true, phoneNumber: "+8613800166666" });
});
afterAll(() => t.close());

const mutualNotices = async (userId: string) =>
  Number((await t.db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, "mutualInterest"))))[0]?.n);
const mark = (p: Person, target: string, event = eventId) => p.client.post(interestsPath(event), { targetUserId: target });

describe("marking and mutual interest", () => {
  it("toggles a one-way mark, which the target never sees", async () => {
    const on = await mark(a, b.userId);
    expect(on.status).toBe(200);
    expect(on.json.data).toEqual({ interested: true, mutual: false });
    expect(on.json.message).toBe("已标记感兴趣");
    const mine = (await a.client.get(interestsPath(eventId))).json.data;
    expect(mine.interestedIn).toEqual([{ user: expect.objectContaining({ id: b.userId, name: "小贝" }), createdAt: expect.any(String), mutual: false }]);
    expect(mine.interestedBy).toEqual([]);
    const theirs = await b.client.get(interestsPath(eventId));
    expect(theirs.json.data).toEqual({ interestedIn: [], interestedBy: [] });
    expect(await mutualNotices(b.userId)).toBe(0);

    const off = await mark(a, b.userId);
    expect(off.json.data).toEqual({ interested: false, mutual: false });
    expect((await a.client.get(interestsPath(eventId))).json.data.interestedIn).toEqual([]);
  });

  it("becomes mutual when both mark: both are notified once, and each sees the contact the other chose to show (never a phone)", async () => {
    await mark(a, b.userId);
    const back = await mark(b, a.userId);
    expect(back.json.data).toEqual({ interested: true, mutual: true });
    expect(await mutualNotices(a.userId)).toBe(1);
    expect(await mutualNotices(b.userId)).toBe(1);
    const note = (await a.client.get("/api/notifications")).json.data.notifications[0];
    expect(note).toMatchObject({ type: "mutualInterest", title: "你们互相感兴趣", link: `/events/${eventId}?participants=true` });
    expect(note.body).toContain("小贝");

    const forA = await a.client.get(interestsPath(eventId));
    expect(forA.json.data.interestedIn[0]).toMatchObject({ user: { id: b.userId }, mutual: true });
    expect(forA.json.data.interestedBy).toEqual([
      { user: expect.objectContaining({ id: b.userId }), createdAt: expect.any(String), contact: { wechatId: null, email: b.email } },
    ]);
    const forB = await b.client.get(interestsPath(eventId));
    expect(forB.json.data.interestedBy).toEqual([
      { user: expect.objectContaining({ id: a.userId }), createdAt: expect.any(String), contact: { wechatId: "ann_wx", email: null } },
    ]);
    expect(forA.text + forB.text).not.toMatch(/\+86138|phone/i);

    // Unmarking ends it for both; marking again does not notify a second time (no nagging by toggling).
    await mark(a, b.userId);
    expect((await b.client.get(interestsPath(eventId))).json.data.interestedBy).toEqual([]);
    expect((await mark(a, b.userId)).json.data).toEqual({ interested: true, mutual: true });
    expect(await mutualNotices(b.userId)).toBe(1);
  });

  it("hides a placeholder email even when the person chose to show their email", async () => {
    const { eventId: ev } = await eventWith(t);
    const c = await person(t, ev, "APPROVED");
    const d = await person(t, ev, "APPROVED");
    await setUser(t.db, d.userId, { email: placeholderEmailFor("wechat", crypto.randomUUID()), showEmail: true, wechatId: "d_wx", showWechat: true });
    await mark(c, d.userId, ev);
    await mark(d, c.userId, ev);
    const row = (await c.client.get(interestsPath(ev))).json.data.interestedBy[0];
    expect(row.contact).toEqual({ wechatId: "d_wx", email: null });
  });

  it("is race-safe: people marking each other at once are mutual, one row each, one notice each (run with TEST_DATABASE_URL too)", async () => {
    const { eventId: ev } = await eventWith(t);
    const pairs = await Promise.all(Array.from({ length: 5 }, async () => [await person(t, ev, "APPROVED"), await person(t, ev, "APPROVED")] as const));
    const answers = await Promise.all(pairs.flatMap(([c, d]) => [mark(c, d.userId, ev), mark(d, c.userId, ev)]));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const [i, [c, d]] of pairs.entries()) {
      expect([answers[2 * i]!.json.data.mutual, answers[2 * i + 1]!.json.data.mutual]).toContain(true);
      expect(await mutualNotices(c.userId)).toBe(1);
      expect(await mutualNotices(d.userId)).toBe(1);
    }
    const rows = await t.db.select().from(participantInterests).where(eq(participantInterests.eventId, ev));
    expect(rows).toHaveLength(10);
  });

  it("a double click toggles twice, never fails", async () => {
    const { eventId: ev } = await eventWith(t);
    const c = await person(t, ev, "APPROVED");
    const d = await person(t, ev, "APPROVED");
    const [x, y] = await Promise.all([mark(c, d.userId, ev), mark(c, d.userId, ev)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect([x.json.data.interested, y.json.data.interested].sort()).toEqual([false, true]);
    expect(await t.db.select().from(participantInterests).where(eq(participantInterests.eventId, ev))).toEqual([]);
  });
});

describe("refusals", () => {
  it("answers 401 signed out, 403 to anyone not approved (organiser included), 400 for self, 404 for a non-participant target", async () => {
    const anon = t.client();
    expect((await anon.get(interestsPath(eventId))).status).toBe(401);
    expect((await anon.post(interestsPath(eventId), { targetUserId: a.userId })).status).toBe(401);
    const pending = await person(t, eventId, "PENDING");
    const cancelled = await person(t, eventId, "CANCELLED");
    const stranger = await person(t);
    for (const p of [host, pending, cancelled, stranger]) {
      const get = await p.client.get(interestsPath(eventId));
      expect(get.status).toBe(403);
      expect(get.json.error).toBe("只有本活动已通过审核的参与者才能标记感兴趣的人");
      expect((await mark(p, a.userId)).status).toBe(403);
    }
    const self = await mark(a, a.userId);
    expect(self.status).toBe(400);
    expect(self.json.details).toEqual([{ field: "targetUserId", message: "不能标记自己" }]);
    for (const target of [pending.userId, cancelled.userId, stranger.userId, host.userId, "nobody"]) {
      const res = await mark(a, target);
      expect(res.status, target).toBe(404);
      expect(res.json.error).toBe("对方不是本活动的参与者");
    }
    for (const body of [{}, { targetUserId: "" }, { targetUserId: 5 }, { targetUserId: "x".repeat(65) }, { targetUserId: b.userId, extra: 1 }]) {
      const res = await a.client.post(interestsPath(eventId), body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await a.client.get(interestsPath(crypto.randomUUID()))).status).toBe(404);
    const rows = await t.db.select().from(participantInterests).where(eq(participantInterests.targetUserId, pending.userId));
    expect(rows).toEqual([]);
  });

  it("answers 429 with Retry-After once a person marks too often", async () => {
    const { eventId: ev } = await eventWith(t);
    const c = await person(t, ev, "APPROVED");
    const d = await person(t, ev, "APPROVED");
    let last = { status: 0, headers: new Headers() };
    for (let i = 0; i <= PARTICIPANT_INTEREST_RATE_LIMIT.limit; i += 1) last = await mark(c, d.userId, ev);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
