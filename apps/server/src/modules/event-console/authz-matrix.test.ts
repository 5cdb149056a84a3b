import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { eventMessages, events, notifications, registrations } from "../../db/schema/index.ts";
import { signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { attendee } from "../registrations/registration-test-kit.ts";
import { createDraft, createPublished, grantAdmin, snapshot } from "./console-test-kit.ts";

// Design rule 3 / issue 5: every route of the console against every kind of caller who must be refused,
// and proof that a refused call changed nothing.

let t: TestApp;
let organizer: TestClient;
let eventId: string;
let draftId: string;
let registrationId: string;
/** An APPROVED attendee not yet checked in, so a wrongly allowed check-in would show in the snapshot. */
let doorCode: string;
let victimEmail: string;
const callers: Record<string, TestClient> = {};
let flaggedAdminId: string;

// "checkInList": the check-in list is open to door staff and to registration managers alike.
type Need = "canEditEvent" | "canManageRegistrations" | "canCheckIn" | "checkInList" | "organizer" | "anyAdmin";
interface RouteCase {
  name: string;
  need: Need;
  call: (c: TestClient, id: string) => ReturnType<TestClient["request"]>;
}

const routes: RouteCase[] = [
  { name: "PATCH /events/{id}", need: "canEditEvent", call: (c, id) => c.patch(`/api/events/${id}`, { title: "被篡改", maxAttendees: 1000 }) },
  { name: "POST /events/{id}/publish", need: "canEditEvent", call: (c, id) => c.post(`/api/events/${id}/publish`) },
  { name: "POST /events/{id}/cancel", need: "canEditEvent", call: (c, id) => c.post(`/api/events/${id}/cancel`) },
  { name: "POST /events/{id}/complete", need: "canEditEvent", call: (c, id) => c.post(`/api/events/${id}/complete`) },
  { name: "DELETE /events/{id}", need: "organizer", call: (c, id) => c.delete(`/api/events/${id}`) },
  { name: "POST /events/{id}/admins", need: "organizer", call: (c, id) => c.post(`/api/events/${id}/admins`, { usernameOrEmail: victimEmail, canEditEvent: true }) },
  { name: "PATCH /events/{id}/admins/{userId}", need: "organizer", call: (c, id) => c.patch(`/api/events/${id}/admins/${flaggedAdminId}`, { canEditEvent: true }) },
  { name: "DELETE /events/{id}/admins/{userId}", need: "organizer", call: (c, id) => c.delete(`/api/events/${id}/admins/${flaggedAdminId}`) },
  {
    name: "POST /events/{id}/messages",
    need: "canManageRegistrations",
    call: (c, id) => c.post(`/api/events/${id}/messages`, { statuses: ["APPROVED"], channels: ["inapp", "email"], subject: "假消息", body: "点这个链接" }),
  },
  {
    name: "POST /events/{id}/registrations/bulk",
    need: "canManageRegistrations",
    call: (c, id) => c.post(`/api/events/${id}/registrations/bulk`, { registrationIds: [registrationId], status: "REJECTED" }),
  },
  {
    name: "PATCH /events/{id}/registrations/{registrationId}",
    need: "canManageRegistrations",
    call: (c, id) => c.patch(`/api/events/${id}/registrations/${registrationId}`, { status: "REJECTED", note: "被篡改" }),
  },
  {
    name: "POST /events/{id}/invitations",
    need: "canManageRegistrations",
    call: (c, id) => c.post(`/api/events/${id}/invitations`, { usernameOrEmail: victimEmail }),
  },
  { name: "POST /events/{id}/checkin", need: "canCheckIn", call: (c, id) => c.post(`/api/events/${id}/checkin`, { code: doorCode }) },
  { name: "POST /events/{id}/checkin/validate", need: "canCheckIn", call: (c, id) => c.post(`/api/events/${id}/checkin/validate`, { code: doorCode }) },
  { name: "DELETE /events/{id}/checkin/{registrationId}", need: "canCheckIn", call: (c, id) => c.delete(`/api/events/${id}/checkin/${registrationId}`) },
  // Reads: refused the same way, nothing to change.
  { name: "GET /events/{id}/edit", need: "anyAdmin", call: (c, id) => c.get(`/api/events/${id}/edit`) },
  { name: "GET /events/{id}/overview", need: "anyAdmin", call: (c, id) => c.get(`/api/events/${id}/overview`) },
  { name: "GET /events/{id}/admins", need: "organizer", call: (c, id) => c.get(`/api/events/${id}/admins`) },
  { name: "GET /events/{id}/messages", need: "canManageRegistrations", call: (c, id) => c.get(`/api/events/${id}/messages`) },
  { name: "GET /events/{id}/registrations/export", need: "canManageRegistrations", call: (c, id) => c.get(`/api/events/${id}/registrations/export`) },
  { name: "GET /events/{id}/registrations", need: "canManageRegistrations", call: (c, id) => c.get(`/api/events/${id}/registrations`) },
  { name: "GET /events/{id}/checkin", need: "checkInList", call: (c, id) => c.get(`/api/events/${id}/checkin`) },
];

/**
 * Routes that act only on the caller's own things: the one refusal is anonymous → 401. Who may touch an
 * upload link (another user's link, another prefix, a tampered or expired one) is in uploads-refusals.test.ts.
 */
const signedInOnly: { name: string; call: (c: TestClient) => ReturnType<TestClient["request"]> }[] = [
  { name: "POST /events", call: (c) => c.post("/api/events", { title: "x" }) },
  { name: "POST /events/{id}/register", call: (c) => c.post(`/api/events/${eventId}/register`, {}) },
  { name: "DELETE /events/{id}/register", call: (c) => c.delete(`/api/events/${eventId}/register`) },
  { name: "GET /events/{id}/ticket", call: (c) => c.get(`/api/events/${eventId}/ticket`) },
  { name: "GET /user/events", call: (c) => c.get("/api/user/events") },
  { name: "GET /user/organizations", call: (c) => c.get("/api/user/organizations") },
  { name: "POST /uploads/signed-upload-url", call: (c) => c.post("/api/uploads/signed-upload-url", { contentType: "image/png", size: 100 }) },
  { name: "POST /uploads/moderate-image", call: (c) => c.post("/api/uploads/moderate-image", { imageUrl: "/files/misc/x/y.png" }) },
];

/** An admin of this event holding every flag except the one the route needs (all flags for organiser-only routes). */
const lackingFlag: Record<Exclude<Need, "anyAdmin">, string> = {
  canEditEvent: "adminNoEdit",
  canManageRegistrations: "adminNoManage",
  canCheckIn: "adminNoCheckIn",
  checkInList: "adminEditOnly",
  organizer: "adminAll",
};

async function globalCounts() {
  // Queued mail counts once sent: a refused call must not have queued any.
  await t.deps.messages.runDue();
  const [n] = await t.db.select({ n: count() }).from(notifications);
  const [m] = await t.db.select({ n: count() }).from(eventMessages);
  const [e] = await t.db.select({ n: count() }).from(events);
  const [r] = await t.db.select({ n: count() }).from(registrations);
  return { notifications: Number(n!.n), messages: Number(m!.n), events: Number(e!.n), registrations: Number(r!.n), outbox: t.deps.outbox.list().length };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  organizer = (await signedIn(t)).client;
  // Starting within the hour, so check-in is open and a wrongly allowed check-in would really happen.
  const start = Date.now() + 3_600_000;
  eventId = await createPublished(organizer, {
    maxAttendees: 10,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3 * 3_600_000).toISOString(),
  });
  draftId = await createDraft(organizer, { title: "秘密草稿" });
  const otherEventId = await createPublished(organizer, { title: "另一个活动", questions: [] });

  const edit = (await organizer.get(`/api/events/${eventId}/edit`)).json.data.event;
  const registerOne = async () => {
    const a = await attendee(t);
    const res = await a.client.post(`/api/events/${eventId}/register`, {
      ticketTypeId: edit.ticketTypes[0].id,
      answers: [{ questionId: edit.questions[0].id, answer: "答案" }],
    });
    return res.json.data.registration as { id: string; status: string };
  };
  registrationId = (await registerOne()).id;
  await t.db.update(registrations).set({ checkedInAt: new Date() }).where(eq(registrations.id, registrationId));
  const [door] = await t.db.select().from(registrations).where(eq(registrations.id, (await registerOne()).id));
  doorCode = door!.ticketCode!;

  victimEmail = (await signedIn(t)).email;
  callers.anonymous = t.client();
  callers.stranger = (await signedIn(t)).client;
  const otherAdmin = await signedIn(t);
  await grantAdmin(t.db, otherEventId, otherAdmin.userId, { canEditEvent: true, canManageRegistrations: true, canCheckIn: true });
  callers.otherEventAdmin = otherAdmin.client;
  const flags = {
    adminNoEdit: { canManageRegistrations: true, canCheckIn: true },
    adminNoManage: { canEditEvent: true, canCheckIn: true },
    adminNoCheckIn: { canEditEvent: true, canManageRegistrations: true },
    adminEditOnly: { canEditEvent: true },
    adminAll: { canEditEvent: true, canManageRegistrations: true, canCheckIn: true },
  };
  for (const [name, f] of Object.entries(flags)) {
    const who = await signedIn(t);
    await grantAdmin(t.db, eventId, who.userId, f);
    callers[name] = who.client;
    if (name === "adminAll") flaggedAdminId = who.userId;
  }
});
afterAll(async () => {
  await t.close();
});

async function expectRefused(route: RouteCase, caller: TestClient, id: string, status: number) {
  const before = await snapshot(t.db, id);
  const counts = await globalCounts();
  const res = await route.call(caller, id);
  expect(res.status, `${route.name} → ${res.text}`).toBe(status);
  expect(res.json?.success).toBe(false);
  expect(await snapshot(t.db, id)).toEqual(before);
  expect(await globalCounts()).toEqual(counts);
}

describe("authorisation matrix", () => {
  for (const route of routes) {
    describe(route.name, () => {
      it("anonymous → 401", async () => {
        await expectRefused(route, callers.anonymous!, eventId, 401);
      });
      it("another user → 403 (published) and 404 (draft)", async () => {
        await expectRefused(route, callers.stranger!, eventId, 403);
        await expectRefused(route, callers.stranger!, draftId, 404);
      });
      it("an admin of a different event → 403", async () => {
        await expectRefused(route, callers.otherEventAdmin!, eventId, 403);
      });
      if (route.need !== "anyAdmin") {
        it(`an admin of this event without the needed right (${route.need}) → 403`, async () => {
          await expectRefused(route, callers[lackingFlag[route.need as Exclude<Need, "anyAdmin">]]!, eventId, 403);
        });
      }
    });
  }

  for (const route of signedInOnly) {
    it(`${route.name}: anonymous → 401, nothing changed`, async () => {
      await expectRefused({ name: route.name, need: "anyAdmin", call: (c) => route.call(c) }, callers.anonymous!, eventId, 401);
    });
  }
});

describe("the rights that are granted work (so the refusals above are real)", () => {
  it("each flag opens exactly its routes", async () => {
    const editor = await signedIn(t);
    const manager = await signedIn(t);
    const doorman = await signedIn(t);
    await grantAdmin(t.db, eventId, editor.userId, { canEditEvent: true });
    await grantAdmin(t.db, eventId, manager.userId, { canManageRegistrations: true });
    await grantAdmin(t.db, eventId, doorman.userId, { canCheckIn: true });
    expect((await editor.client.patch(`/api/events/${eventId}`, { shortDescription: "编辑改的" })).status).toBe(200);
    expect((await manager.client.get(`/api/events/${eventId}/registrations/export`)).status).toBe(200);
    expect((await manager.client.post(`/api/events/${eventId}/messages`, { statuses: ["APPROVED"], channels: ["inapp"], subject: "s", body: "b" })).status).toBe(201);
    expect((await doorman.client.delete(`/api/events/${eventId}/checkin/${registrationId}`)).status).toBe(200);
    expect((await doorman.client.post(`/api/events/${eventId}/checkin`, { code: doorCode })).json.data).toMatchObject({ checkedIn: true, alreadyCheckedIn: false });
    expect((await doorman.client.get(`/api/events/${eventId}/checkin`)).status).toBe(200);
    expect((await manager.client.get(`/api/events/${eventId}/checkin`)).status).toBe(200);
    expect((await manager.client.get(`/api/events/${eventId}/registrations`)).status).toBe(200);
    expect((await manager.client.post(`/api/events/${eventId}/invitations`, { usernameOrEmail: victimEmail })).status).toBe(201);
    expect((await manager.client.patch(`/api/events/${eventId}/registrations/${registrationId}`, { status: "WAITLISTED" })).status).toBe(200);
    for (const who of [editor, manager, doorman]) expect((await who.client.get(`/api/events/${eventId}/overview`)).status).toBe(200);
    expect((await manager.client.post(`/api/events/${eventId}/registrations/bulk`, { registrationIds: [registrationId], status: "REJECTED" })).json.data.results[0].ok).toBe(true);
    expect((await editor.client.post(`/api/events/${eventId}/cancel`)).status).toBe(200);
    expect((await organizer.post(`/api/events/${draftId}/admins`, { usernameOrEmail: victimEmail })).status).toBe(201);
  });
});
