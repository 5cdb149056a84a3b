import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { eventAdmins, events, registrations } from "../../db/schema/index.ts";
import { insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { attendee, checkInEvent } from "./registration-test-kit.ts";
import { signTicket } from "./ticket-token.ts";

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const openEvent = (startsIn?: number) => checkInEvent(t, startsIn);
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

// docs/product/organiser-console.md#check-in: staff try a code before the window opens and are told whose
// ticket it is, without anyone being checked in.
const validate = (eventId: string) => `/api/events/${eventId}/checkin/validate`;
const checkedInAt = async (registrationId: string) =>
  (await t.db.select({ at: registrations.checkedInAt }).from(registrations).where(eq(registrations.id, registrationId)))[0]!.at;

describe("POST /api/events/{id}/checkin/validate", () => {
  it("before check-in opens: a real ticket is valid, names its holder, and nobody is checked in", async () => {
    const { organizer, eventId, a, ticket } = await checkInEvent(t, 5 * HOUR);
    const registrationId = ticket.token.split(".")[0]!;
    const byToken = await organizer.client.post(validate(eventId), { token: ticket.token });
    expect(byToken.status).toBe(200);
    expect(byToken.json.data).toEqual({ valid: true, user: expect.objectContaining({ id: a.userId }), checkedInAt: null });
    const typed = `${ticket.manualCode.slice(0, 4).toLowerCase()}-${ticket.manualCode.slice(4)} `;
    expect((await organizer.client.post(validate(eventId), { code: typed })).json.data).toMatchObject({ valid: true, user: { id: a.userId } });
    // Checking in itself is still refused until the window opens, and validating changed nothing.
    expect((await organizer.client.post(`/api/events/${eventId}/checkin`, { token: ticket.token })).json.message).toBe("签到将在活动开始前 2 小时开放");
    expect(await checkedInAt(registrationId)).toBeNull();
    expect((await organizer.client.get(`/api/events/${eventId}/checkin`)).json.data).toEqual([]);
  });

  it("answers valid: false for unknown codes, forged tokens, another event's ticket and a cancelled registration", async () => {
    const { organizer, eventId, a, ticket } = await checkInEvent(t, 5 * HOUR);
    const other = await checkInEvent(t, 5 * HOUR);
    const [regId, code, mac] = ticket.token.split(".");
    const refused = [
      { code: "ZZZZZZZZ" },
      { code: other.ticket.manualCode },
      { token: `${regId}.${code}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` },
      { token: signTicket("some-other-secret-0123456789abcdef", regId!, code!) },
      { token: `${regId}.ZZZZZZZZ.${mac}` },
      { token: "garbage" },
      { token: other.ticket.token },
    ];
    for (const body of refused) {
      const res = await organizer.client.post(validate(eventId), body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.json.data).toEqual({ valid: false });
    }
    await a.client.delete(`/api/events/${eventId}/register`);
    expect((await organizer.client.post(validate(eventId), { token: ticket.token })).json.data).toEqual({ valid: false });
  });

  it("once open, tells a checked-in ticket's first time and still changes nothing", async () => {
    const { organizer, eventId, ticket } = await checkInEvent(t);
    const registrationId = ticket.token.split(".")[0]!;
    expect((await organizer.client.post(validate(eventId), { token: ticket.token })).json.data.checkedInAt).toBeNull();
    expect(await checkedInAt(registrationId)).toBeNull();
    const first = (await organizer.client.post(`/api/events/${eventId}/checkin`, { token: ticket.token })).json.data.checkedInAt;
    expect((await organizer.client.post(validate(eventId), { code: ticket.manualCode })).json.data).toMatchObject({ valid: true, checkedInAt: first });
    expect((await checkedInAt(registrationId))!.toISOString()).toBe(first);
  });

  it("is the check-in right's: anonymous 401; the attendee, a stranger, another event's organiser and an admin without canCheckIn 403", async () => {
    const { eventId, a, ticket } = await checkInEvent(t, 5 * HOUR);
    const elsewhere = await checkInEvent(t, 5 * HOUR);
    const manager = await signedIn(t);
    const checker = await signedIn(t);
    await t.db.insert(eventAdmins).values([
      { eventId, userId: manager.userId, canManageRegistrations: true, canEditEvent: true },
      { eventId, userId: checker.userId, canCheckIn: true },
    ]);
    const body = { token: ticket.token };
    expect((await t.client().post(validate(eventId), body)).status).toBe(401);
    for (const caller of [a.client, (await signedIn(t)).client, elsewhere.organizer.client, manager.client]) {
      const res = await caller.post(validate(eventId), body);
      expect(res.status).toBe(403);
      expect(res.json.data).toBeUndefined();
    }
    expect((await checker.client.post(validate(eventId), body)).json.data).toMatchObject({ valid: true, user: { id: a.userId } });
    // Someone else's draft cannot even be probed.
    const draft = await insertEvent(t.db, elsewhere.organizer.userId, { status: "DRAFT" });
    expect((await checker.client.post(validate(draft), body)).status).toBe(404);
  });

  it("refuses a body with neither token nor code, or with anything else, naming the problem", async () => {
    const { organizer, eventId } = await checkInEvent(t);
    expect((await organizer.client.post(validate(eventId), {})).status).toBe(422);
    expect((await organizer.client.post(validate(eventId), { code: "ABCD2345", dryRun: true })).status).toBe(422);
  });
});

describe("POST /api/events/{id}/checkin/validate: rate limit", () => {
  it("shares the checker's check-in allowance, then answers 429 with Retry-After", async () => {
    const limited = await createTestApp();
    try {
      const { organizer, eventId, ticket } = await checkInEvent(limited, 5 * HOUR);
      for (let i = 0; i < 60; i++) expect((await organizer.client.post(`/api/events/${eventId}/checkin`, { token: ticket.token })).status).toBe(400);
      for (let i = 0; i < 60; i++) expect((await organizer.client.post(validate(eventId), { code: "ZZZZZZZZ" })).status).toBe(200);
      const refused = await organizer.client.post(validate(eventId), { token: ticket.token });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
