import { NEW_ORGANISER_DAILY_INVITATIONS, NEW_ORGANISER_DAILY_MESSAGES } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendeeInvitations, notifications, registrations } from "../../db/schema/index.ts";
import { insertEvent, insertUser, setUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { makeEstablished } from "./invitation-test-kit.ts";
import { counters } from "../registrations/registration-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const invite = (client: TestClient, eventId: string, body: object) =>
  client.post(`/api/events/${eventId}/invitations`, body);
const registrationsOf = (eventId: string) => t.db.select().from(registrations).where(eq(registrations.eventId, eventId));
const invitationNotice = async (client: TestClient) =>
  ((await client.get("/api/notifications")).json.data.notifications as { type: string; invitation: { id: string; status: string } | null }[]).find(
    (n) => n.type === "attendeeInvitation",
  );

describe("adding an attendee is an invitation (docs/product/organiser-console.md#invitations)", () => {
  it("registers nobody: the person gets one notice with the invitation, and only accepting registers them through the guard", async () => {
    const organizer = await signedIn(t);
    const eventId = await insertEvent(t.db, organizer.userId, { title: "邀请活动", maxAttendees: 1 });
    const guest = await signedIn(t);
    const other = await signedIn(t);

    const added = await invite(organizer.client, eventId, { usernameOrEmail: ` ${guest.email.toUpperCase()} ` });
    expect(added.status).toBe(201);
    expect(added.json.data.invitation).toMatchObject({ status: "PENDING", invitee: guest.email.toLowerCase() });
    expect(await registrationsOf(eventId)).toEqual([]);
    // Asking again sends nothing more.
    expect((await invite(organizer.client, eventId, { userId: guest.userId })).json.data.invitation.id).toBe(added.json.data.invitation.id);
    const notices = await t.db.select().from(notifications).where(and(eq(notifications.userId, guest.userId), eq(notifications.type, "attendeeInvitation")));
    expect(notices).toHaveLength(1);
    const notice = await invitationNotice(guest.client);
    expect(notice?.invitation).toEqual({ id: added.json.data.invitation.id, status: "PENDING" });

    // Someone else can't answer it: it answers like a missing one.
    expect((await other.client.post(`/api/invitations/${notice!.invitation!.id}/accept`)).status).toBe(404);
    const accepted = await guest.client.post(`/api/invitations/${notice!.invitation!.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.json.data).toMatchObject({ invitation: { status: "ACCEPTED" }, registration: { status: "APPROVED" } });
    expect((await guest.client.post(`/api/invitations/${notice!.invitation!.id}/accept`)).status).toBe(200);
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 1 });
    expect((await invitationNotice(guest.client))?.invitation?.status).toBe("ACCEPTED");

    // The event is now full: the next invitee's accept is refused by the guard, and their invitation stays pending.
    const late = await invite(organizer.client, eventId, { userId: other.userId });
    const refused = await other.client.post(`/api/invitations/${late.json.data.invitation.id}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("名额已满");
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 1, approvedCount: 1 });
    // The list is the event managers' alone (reads are outside the matrix, which walks mutating routes).
    expect((await other.client.get(`/api/events/${eventId}/invitations`)).status).toBe(403);
    expect((await t.client().get(`/api/events/${eventId}/invitations`)).status).toBe(401);
    const list = await organizer.client.get(`/api/events/${eventId}/invitations`);
    expect(list.json.data.invitations.map((i: { status: string }) => i.status).sort()).toEqual(["ACCEPTED", "PENDING"]);
  });

  it("refuses a ticket type that is not this event's with a 422 naming it, and invites nobody", async () => {
    const organizer = await signedIn(t);
    const eventId = await insertEvent(t.db, organizer.userId);
    const guest = await signedIn(t);
    for (const ticketTypeId of ["no-such-ticket", "#𒅣𖡘-𑠢"]) {
      const res = await invite(organizer.client, eventId, { userId: guest.userId, ticketTypeId });
      expect(res.status).toBe(422);
      expect(res.json.details).toEqual([{ field: "ticketTypeId", message: "所选票种不可用" }]);
    }
    expect(await t.db.select().from(attendeeInvitations).where(eq(attendeeInvitations.eventId, eventId))).toEqual([]);
  });

  it("declining changes nothing but the invitation, and a declined invitation can't be accepted", async () => {
    const organizer = await signedIn(t);
    const eventId = await insertEvent(t.db, organizer.userId);
    const guest = await signedIn(t);
    await setUser(t.db, guest.userId, { username: `gst-${guest.userId.slice(0, 6)}` });
    const added = await invite(organizer.client, eventId, { usernameOrEmail: `@GST-${guest.userId.slice(0, 6)}` });
    expect(added.json.data.invitation.invitee).toBe(`@gst-${guest.userId.slice(0, 6)}`);
    const declined = await guest.client.post(`/api/invitations/${added.json.data.invitation.id}/decline`);
    expect(declined.json.data).toMatchObject({ invitation: { status: "DECLINED" }, registration: null });
    expect((await guest.client.post(`/api/invitations/${added.json.data.invitation.id}/accept`)).status).toBe(409);
    expect(await registrationsOf(eventId)).toEqual([]);
    expect(await counters(t.db, eventId)).toMatchObject({ seatsTaken: 0, approvedCount: 0 });
  });

  it("answers a known and an unknown address alike; the unknown one is mailed a sign-up link and the invitation waits for that sign-up", async () => {
    const organizer = await signedIn(t);
    const eventId = await insertEvent(t.db, organizer.userId, { title: "新朋友活动" });
    const known = await signedIn(t);
    const shape = (json: { data: { invitation: Record<string, unknown> } }) => Object.keys(json.data.invitation).sort();
    const a = await invite(organizer.client, eventId, { usernameOrEmail: known.email });
    const b = await invite(organizer.client, eventId, { usernameOrEmail: "stranger@example.com" });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(shape(a.json)).toEqual(shape(b.json));
    expect(b.json.data.invitation).toMatchObject({ status: "PENDING", invitee: "stranger@example.com", respondedAt: null });

    await t.deps.messages.runDue();
    expect(t.deps.outbox.latestFor("stranger@example.com")?.text).toContain(`${t.deps.env.publicUrl}/zh/auth/sign-up`);
    expect(t.deps.outbox.latestFor(known.email)?.text).toContain(`${t.deps.env.publicUrl}/zh/notifications`);

    // Unknown usernames are public knowledge: they may say so.
    expect((await invite(organizer.client, eventId, { usernameOrEmail: "no-such-handle" })).status).toBe(404);

    const newcomer = await signedIn(t, "zh", { email: "stranger@example.com" });
    const notice = await invitationNotice(newcomer.client);
    expect(notice?.invitation?.status).toBe("PENDING");
    expect((await newcomer.client.post(`/api/invitations/${notice!.invitation!.id}/accept`)).json.data.registration.status).toBe("APPROVED");
  });
});

describe("organiser messages reach registrants only, with links showing their real host", () => {
  it("an invited person gets no message until they accept; a hidden host is shown as it is", async () => {
    const organizer = await signedIn(t);
    const eventId = await insertEvent(t.db, organizer.userId, { title: "消息活动" });
    const guest = await signedIn(t);
    const invited = await invite(organizer.client, eventId, { userId: guest.userId });
    const body = "请登录 https://bank.example.com@evil.example/login 确认";
    const send = () => organizer.client.post(`/api/events/${eventId}/messages`, { statuses: ["APPROVED"], channels: ["inapp", "email"], subject: "通知", body });
    expect((await send()).json.data.message.recipients).toBe(0);
    await guest.client.post(`/api/invitations/${invited.json.data.invitation.id}/accept`);
    expect((await send()).json.data.message.recipients).toBe(1);
    const inbox = (await guest.client.get("/api/notifications")).json.data.notifications.filter((n: { type: string }) => n.type === "eventMessage");
    expect(inbox).toHaveLength(1);
    expect(inbox[0].body).toBe("请登录 https://evil.example/login 确认");
    await t.deps.messages.runDue();
    const mail = t.deps.outbox.list().find((m) => m.to === guest.email && m.subject === "【消息活动】通知");
    expect(mail?.text).toContain("https://evil.example/login");
    expect(mail?.text).not.toContain("bank.example.com@");
  });
});

describe("a new account's daily allowance (docs/product/organiser-console.md#allowance)", () => {
  it("refuses invitations and messages past the small figures with 429 and Retry-After, in the caller's language", async () => {
    const organizer = await signedIn(t, "en");
    const eventId = await insertEvent(t.db, organizer.userId);
    for (let i = 0; i < NEW_ORGANISER_DAILY_INVITATIONS; i++) {
      const person = await insertUser(t.db);
      expect((await invite(organizer.client, eventId, { userId: person.id })).status).toBe(201);
    }
    const over = await invite(organizer.client, eventId, { usernameOrEmail: "one-more@example.com" });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.json).toMatchObject({ code: "TOO_MANY_REQUESTS", retryAfter: Number(over.headers.get("retry-after")) });
    expect(over.json.error).toContain(`today's limit of invitations (${NEW_ORGANISER_DAILY_INVITATIONS})`);
    expect(await t.db.select().from(attendeeInvitations).where(eq(attendeeInvitations.email, "one-more@example.com"))).toEqual([]);

    const send = () => organizer.client.post(`/api/events/${eventId}/messages`, { statuses: ["APPROVED"], channels: ["inapp"], subject: "s", body: "b" });
    for (let i = 0; i < NEW_ORGANISER_DAILY_MESSAGES; i++) expect((await send()).status).toBe(201);
    organizer.client.locale = "zh";
    const tooMany = await send();
    expect(tooMany.status).toBe(429);
    expect(tooMany.json.error).toContain(`今天发送的活动消息已达上限（${NEW_ORGANISER_DAILY_MESSAGES} 条）`);
  });

  it("raises the allowance once the organiser's events have people who registered themselves", async () => {
    const organizer = await signedIn(t);
    const eventId = await insertEvent(t.db, organizer.userId);
    await makeEstablished(t.db, organizer.userId);
    for (let i = 0; i <= NEW_ORGANISER_DAILY_INVITATIONS; i++) {
      const person = await insertUser(t.db);
      expect((await invite(organizer.client, eventId, { userId: person.id })).status).toBe(201);
    }
  });
});
