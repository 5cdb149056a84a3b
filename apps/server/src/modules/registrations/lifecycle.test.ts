import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { eventAdmins, notifications, registrations, ticketTypes } from "../../db/schema/index.ts";
import { insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { addTicket, attendee, counters, statusOf } from "./registration-test-kit.ts";
import { promoteWaitlist } from "./waitlist.service.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const reg = (id: string) => `/api/events/${id}/register`;
const notices = async (userId: string) => (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.type);

async function fullEvent(fields: Parameters<typeof insertEvent>[2] = {}) {
  const organizer = await signedIn(t);
  const eventId = await insertEvent(t.db, organizer.userId, { maxAttendees: 1, ...fields });
  const a = await attendee(t);
  const b = await attendee(t);
  const c = await attendee(t);
  for (const who of [a, b, c]) await who.client.post(reg(eventId), {});
  return { organizer, eventId, a, b, c };
}

describe("DELETE /api/events/{id}/register", () => {
  it("cancels, frees the seat and promotes the earliest waitlisted person, who is notified and mailed", async () => {
    const { eventId, a, b, c } = await fullEvent({ title: "候补测试活动" });
    expect([await statusOf(t.db, eventId, a.userId), await statusOf(t.db, eventId, b.userId)]).toEqual(["APPROVED", "WAITLISTED"]);
    const res = await a.client.delete(reg(eventId));
    expect(res.status).toBe(200);
    expect(res.json.data.registration.status).toBe("CANCELLED");
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, res.json.data.registration.id));
    expect(row!.ticketCode).toBeNull();
    expect(await statusOf(t.db, eventId, b.userId)).toBe("APPROVED");
    expect(await statusOf(t.db, eventId, c.userId)).toBe("WAITLISTED");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 1, approved: 1, waitlisted: 1 });
    expect(await notices(b.userId)).toContain("registrationPromoted");
    await t.deps.messages.runDue();
    const mail = t.deps.outbox.latestFor(b.email);
    expect(mail?.subject).toBe("候补成功");
    expect(mail?.text).toContain("候补测试活动");
    // In-app notice renders in the reader's language.
    const en = await b.client.get("/api/notifications", { "accept-language": "en" });
    expect(en.json.data.notifications[0].title).toBe("Off the waitlist");
  });

  it("promotes to PENDING when approval is required; leaving the waitlist promotes nobody", async () => {
    const { eventId, a, b, c } = await fullEvent({ requireApproval: true });
    expect(await statusOf(t.db, eventId, a.userId)).toBe("PENDING");
    expect((await c.client.delete(reg(eventId))).json.data.registration.status).toBe("CANCELLED");
    expect(await statusOf(t.db, eventId, b.userId)).toBe("WAITLISTED");
    await a.client.delete(reg(eventId));
    expect(await statusOf(t.db, eventId, b.userId)).toBe("PENDING");
    expect(await notices(b.userId)).toContain("registrationPromotedPending");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 0, pending: 1 });
  });

  it("passes over a waitlisted person whose ticket type is still full", async () => {
    const organizer = await signedIn(t);
    const eventId = await insertEvent(t.db, organizer.userId, { maxAttendees: 2 });
    const vip = await addTicket(t.db, eventId, { name: "VIP", maxQuantity: 1 });
    const std = await addTicket(t.db, eventId, { name: "普通", maxQuantity: 1 });
    const [a, b, c, d] = [await attendee(t), await attendee(t), await attendee(t), await attendee(t)];
    await a.client.post(reg(eventId), { ticketTypeId: vip });
    await b.client.post(reg(eventId), { ticketTypeId: std });
    await c.client.post(reg(eventId), { ticketTypeId: vip }); // waitlisted for VIP
    await d.client.post(reg(eventId), { ticketTypeId: std }); // waitlisted for 普通
    await b.client.delete(reg(eventId));
    expect(await statusOf(t.db, eventId, c.userId)).toBe("WAITLISTED");
    expect(await statusOf(t.db, eventId, d.userId)).toBe("APPROVED");
    const [v, s] = await Promise.all([vip, std].map(async (id) => (await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!.currentQuantity));
    expect([v, s]).toEqual([1, 1]);
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 2, approvedCount: 2 });
  });

  it("is a harmless retry when already cancelled; 404 without a registration; 401 signed out", async () => {
    const { eventId, a } = await fullEvent();
    await a.client.delete(reg(eventId));
    expect((await a.client.delete(reg(eventId))).status).toBe(200);
    const nobody = await attendee(t, "en");
    const none = await nobody.client.delete(reg(eventId));
    expect(none.status).toBe(404);
    expect(none.json.message).toBe("You have not registered for this event");
    expect((await t.client().delete(reg(eventId))).status).toBe(401);
  });

  it("raising capacity promotes as many as now fit (promoteWaitlist for the organiser console)", async () => {
    const { eventId, b, c } = await fullEvent();
    const { events } = await import("../../db/schema/index.ts");
    await t.db.update(events).set({ maxAttendees: 5 }).where(eq(events.id, eventId));
    expect(await promoteWaitlist(t.deps, eventId)).toBe(2);
    expect([await statusOf(t.db, eventId, b.userId), await statusOf(t.db, eventId, c.userId)]).toEqual(["APPROVED", "APPROVED"]);
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 3, approvedCount: 3, waitlisted: 0 });
    expect(await promoteWaitlist(t.deps, eventId)).toBe(0);
  });
});

describe("organiser actions", () => {
  const patch = (eventId: string, id: string) => `/api/events/${eventId}/registrations/${id}`;
  const regId = async (eventId: string, userId: string) =>
    (await t.db.select().from(registrations).where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId))))[0]!.id;

  it("approves a pending registration (seat kept), notifies, and lists registrations with answers and contacts", async () => {
    const organizer = await signedIn(t);
    const eventId = await insertEvent(t.db, organizer.userId, { requireApproval: true, maxAttendees: 2 });
    const a = await attendee(t);
    await a.client.post(reg(eventId), {});
    const res = await organizer.client.patch(patch(eventId, await regId(eventId, a.userId)), { status: "APPROVED", note: "欢迎" });
    expect(res.status).toBe(200);
    expect(res.json.data.registration.status).toBe("APPROVED");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 1 });
    expect(await notices(a.userId)).toContain("registrationApproved");
    const list = await organizer.client.get(`/api/events/${eventId}/registrations?status=APPROVED`);
    expect(list.status).toBe(200);
    expect(list.json.data.registrations[0]).toMatchObject({ note: "欢迎", user: { id: a.userId, email: a.email } });
    expect(list.json.data.registrations[0].user.phoneNumber).toMatch(/^\+86/);
    expect(list.json.data.pagination.total).toBe(1);
    expect((await organizer.client.get(`/api/events/${eventId}/registrations?q=nobody-matches`)).json.data.registrations).toEqual([]);
  });

  it("approving a waitlisted person on a full event is 409 'event is full'; rejecting frees and promotes", async () => {
    const { organizer, eventId, a, b } = await fullEvent();
    const organizerEn = organizer.client;
    organizerEn.locale = "en";
    const full = await organizerEn.patch(patch(eventId, await regId(eventId, b.userId)), { status: "APPROVED" });
    expect(full.status).toBe(409);
    expect(full.json.message).toBe("Event is full");
    const rejected = await organizerEn.patch(patch(eventId, await regId(eventId, a.userId)), { status: "REJECTED" });
    expect(rejected.json.data.registration.status).toBe("REJECTED");
    expect(await statusOf(t.db, eventId, b.userId)).toBe("APPROVED");
    expect(await notices(a.userId)).toContain("registrationRejected");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 1 });
    // A rejected person can't register again.
    expect((await a.client.post(reg(eventId), {})).status).toBe(403);
  });

  it("moving an approved person back to the waitlist promotes the next, not the same person", async () => {
    const { organizer, eventId, a, b } = await fullEvent();
    await organizer.client.patch(patch(eventId, await regId(eventId, a.userId)), { status: "WAITLISTED" });
    expect(await statusOf(t.db, eventId, a.userId)).toBe("WAITLISTED");
    expect(await statusOf(t.db, eventId, b.userId)).toBe("APPROVED");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 1, waitlisted: 2 });
  });

  it("cancelling by the organiser notifies; a cancelled registration can't be approved by them", async () => {
    const { organizer, eventId, a } = await fullEvent();
    const id = await regId(eventId, a.userId);
    expect((await organizer.client.patch(patch(eventId, id), { status: "CANCELLED" })).status).toBe(200);
    expect(await notices(a.userId)).toContain("registrationCancelledByOrganiser");
    const again = await organizer.client.patch(patch(eventId, id), { status: "APPROVED" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("当前报名状态无法进行此操作");
  });

  it("authorisation: anonymous 401, another user 403, admin without canManageRegistrations 403, with it 200", async () => {
    const { eventId, a } = await fullEvent();
    const id = await regId(eventId, a.userId);
    const checker = await signedIn(t);
    const manager = await signedIn(t);
    await t.db.insert(eventAdmins).values([
      { eventId, userId: checker.userId, canCheckIn: true },
      { eventId, userId: manager.userId, canManageRegistrations: true },
    ]);
    const otherOrganizer = await signedIn(t);
    const otherEvent = await insertEvent(t.db, otherOrganizer.userId);
    await t.db.insert(eventAdmins).values({ eventId: otherEvent, userId: otherOrganizer.userId, canManageRegistrations: true });
    const calls = [
      (c: TestClient) => c.get(`/api/events/${eventId}/registrations`),
      (c: TestClient) => c.patch(patch(eventId, id), { status: "REJECTED" }),
      (c: TestClient) => c.post(`/api/events/${eventId}/invitations`, { userId: a.userId }),
    ];
    for (const call of calls) {
      expect((await call(t.client())).status).toBe(401);
      expect((await call(a.client)).status).toBe(403);
      expect((await call(checker.client)).status).toBe(403);
      expect((await call(otherOrganizer.client)).status).toBe(403);
    }
    expect((await manager.client.get(`/api/events/${eventId}/registrations`)).status).toBe(200);
    expect(await statusOf(t.db, eventId, a.userId)).toBe("APPROVED");
    // A registration of another event is not reachable through this one.
    const foreign = await patch(otherEvent, id);
    expect((await otherOrganizer.client.patch(foreign, { status: "REJECTED" })).status).toBe(404);
  });
});

describe("my registrations", () => {
  it("GET /api/user/registrations and /api/events/{id}/my-registration", async () => {
    const { eventId, b } = await fullEvent({ title: "我的报名" });
    const mine = await b.client.get("/api/user/registrations");
    expect(mine.status).toBe(200);
    expect(mine.json.data.registrations).toHaveLength(1);
    expect(mine.json.data.registrations[0]).toMatchObject({ eventId, status: "WAITLISTED", event: { id: eventId, title: "我的报名" } });
    expect((await b.client.get(`/api/events/${eventId}/my-registration`)).json.data.registration.status).toBe("WAITLISTED");
    const stranger = await signedIn(t);
    expect((await stranger.client.get(`/api/events/${eventId}/my-registration`)).json.data.registration).toBeNull();
    expect((await t.client().get("/api/user/registrations")).status).toBe(401);
  });
});
