import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { eventAdmins, events, registrations } from "../../db/schema/index.ts";
import { insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { attendee } from "./registration-test-kit.ts";
import { signTicket } from "./ticket-token.ts";

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

/** An event starting in an hour (check-in open), its organiser, and an approved attendee with a ticket. */
async function openEvent(startsIn = HOUR) {
  const organizer = await signedIn(t, "zh");
  const start = new Date(Date.now() + startsIn);
  const eventId = await insertEvent(t.db, organizer.userId, { startTime: start, endTime: new Date(start.getTime() + 2 * HOUR), maxAttendees: 10 });
  const a = await attendee(t);
  await a.client.post(`/api/events/${eventId}/register`, {});
  const ticket = (await a.client.get(`/api/events/${eventId}/ticket`)).json.data;
  return { organizer, eventId, a, ticket };
}
const checkin = (eventId: string) => `/api/events/${eventId}/checkin`;

describe("GET /api/events/{id}/ticket", () => {
  it("gives APPROVED registrants a signed token and a short code from the unambiguous alphabet", async () => {
    const { eventId, ticket } = await openEvent();
    expect(ticket.manualCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(ticket.token.split(".")).toHaveLength(3);
    expect(ticket.token).toContain(ticket.manualCode);
    expect(ticket.event).toMatchObject({ id: eventId, timezone: "Asia/Shanghai" });
  });

  it("refuses waitlisted registrants and people without a registration", async () => {
    const organizer = await signedIn(t);
    const eventId = await insertEvent(t.db, organizer.userId, { maxAttendees: 0 });
    const a = await attendee(t, "en");
    await a.client.post(`/api/events/${eventId}/register`, {});
    const res = await a.client.get(`/api/events/${eventId}/ticket`);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("The check-in QR is available once your registration is approved");
    expect((await (await attendee(t)).client.get(`/api/events/${eventId}/ticket`)).status).toBe(404);
  });
});

describe("POST /api/events/{id}/checkin", () => {
  it("checks in by token; a second scan answers alreadyCheckedIn with the first time", async () => {
    const { organizer, eventId, a, ticket } = await openEvent();
    const first = await organizer.client.post(checkin(eventId), { token: ticket.token });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ checkedIn: true, alreadyCheckedIn: false, user: { id: a.userId } });
    const second = await organizer.client.post(checkin(eventId), { token: ticket.token });
    expect(second.json.data).toMatchObject({ alreadyCheckedIn: true, checkedInAt: first.json.data.checkedInAt });
    const list = await organizer.client.get(checkin(eventId));
    const registrationId = ticket.token.split(".")[0];
    expect(list.json.data).toEqual([{ registrationId, user: expect.objectContaining({ id: a.userId }), checkedInAt: first.json.data.checkedInAt, ticketTypeId: null }]);
    expect((await a.client.get(`/api/events/${eventId}/my-registration`)).json.data.registration.checkedInAt).toBe(first.json.data.checkedInAt);
    // The listed id is the one undo takes.
    expect((await organizer.client.delete(`${checkin(eventId)}/${list.json.data[0].registrationId}`)).status).toBe(200);
    expect((await organizer.client.get(checkin(eventId))).json.data).toEqual([]);
  });

  it("checks in by the typed code, loosely formatted", async () => {
    const { organizer, eventId, ticket } = await openEvent();
    const code = ticket.manualCode as string;
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    expect((await organizer.client.post(checkin(eventId), { code: typed })).json.data.alreadyCheckedIn).toBe(false);
  });

  it("refuses forged, other-event and cancelled tickets as 'invalid ticket', in zh and en", async () => {
    const { organizer, eventId, a, ticket } = await openEvent();
    const other = await openEvent();
    const [regId, code] = ticket.token.split(".");
    const forged = [
      `${regId}.${code}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      signTicket("some-other-secret-0123456789abcdef", regId, code),
      `${regId}.ZZZZZZZZ.${ticket.token.split(".")[2]}`,
      "garbage",
      other.ticket.token,
    ];
    for (const token of forged) {
      const res = await organizer.client.post(checkin(eventId), { token });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("无效的签到码");
    }
    expect((await organizer.client.post(checkin(eventId), { code: other.ticket.manualCode })).status).toBe(400);
    await a.client.delete(`/api/events/${eventId}/register`);
    organizer.client.locale = "en";
    const cancelled = await organizer.client.post(checkin(eventId), { token: ticket.token });
    expect(cancelled.status).toBe(400);
    expect(cancelled.json.message).toBe("Invalid ticket");
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, regId));
    expect(row!.checkedInAt).toBeNull();
  });

  it("opens 2 hours before the start and closes at the end", async () => {
    const early = await openEvent(3 * HOUR);
    const res = await early.organizer.client.post(checkin(early.eventId), { token: early.ticket.token });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("签到将在活动开始前 2 小时开放");
    early.organizer.client.locale = "en";
    expect((await early.organizer.client.post(checkin(early.eventId), { token: early.ticket.token })).json.message).toBe("Check-in opens 2 hours before the event starts");

    const justInside = await openEvent(2 * HOUR - 60_000);
    expect((await justInside.organizer.client.post(checkin(justInside.eventId), { token: justInside.ticket.token })).status).toBe(200);

    const ended = await openEvent();
    // Registered while open; the event has since ended.
    await t.db.update(events).set({ startTime: new Date(Date.now() - 3 * HOUR), endTime: new Date(Date.now() - 1000) }).where(eq(events.id, ended.eventId));
    const closed = await ended.organizer.client.post(checkin(ended.eventId), { token: ended.ticket.token });
    expect(closed.status).toBe(400);
    expect(closed.json.message).toBe("活动已结束，签到已关闭");
  });

  it("authorisation: anonymous, the attendee, another user and an admin without canCheckIn are refused", async () => {
    const { eventId, a, ticket } = await openEvent();
    const manager = await signedIn(t);
    const checker = await signedIn(t);
    await t.db.insert(eventAdmins).values([
      { eventId, userId: manager.userId, canManageRegistrations: true, canEditEvent: true },
      { eventId, userId: checker.userId, canCheckIn: true },
    ]);
    expect((await t.client().post(checkin(eventId), { token: ticket.token })).status).toBe(401);
    expect((await a.client.post(checkin(eventId), { token: ticket.token })).status).toBe(403);
    expect((await (await signedIn(t)).client.post(checkin(eventId), { token: ticket.token })).status).toBe(403);
    expect((await manager.client.post(checkin(eventId), { token: ticket.token })).status).toBe(403);
    expect((await a.client.get(checkin(eventId))).status).toBe(403);
    expect((await t.client().get(checkin(eventId))).status).toBe(401);
    expect((await checker.client.post(checkin(eventId), { token: ticket.token })).status).toBe(200);
    expect((await manager.client.get(checkin(eventId))).json.data).toHaveLength(1);
  });

  it("refuses a body with neither token nor code", async () => {
    const { organizer, eventId } = await openEvent();
    expect((await organizer.client.post(checkin(eventId), {})).status).toBe(422);
    expect((await organizer.client.post(checkin(eventId), { token: "x", extra: 1 })).status).toBe(422);
  });
});
