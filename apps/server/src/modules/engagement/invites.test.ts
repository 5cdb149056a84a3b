import { INVITE_CODE_LENGTH } from "@commons/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrations } from "../../db/schema/index.ts";
import { addEventAdmin, insertEvent, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { generateInviteCode, resolveInviteId } from "./invites.service.ts";

let t: TestApp;
let host: { client: TestClient; userId: string };
let inviter: { client: TestClient; userId: string };
let eventId: string;
let otherEventId: string;
const mine = (c: TestClient, id = eventId) => c.post(`/api/events/${id}/invites/user`);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  host = await signedIn(t);
  inviter = await signedIn(t);
  eventId = await insertEvent(t.db, host.userId);
  otherEventId = await insertEvent(t.db, host.userId);
});
afterAll(async () => {
  await t.close();
});

describe("generateInviteCode", () => {
  it("makes URL-safe codes of the set length that do not repeat", () => {
    const codes = new Set(Array.from({ length: 2000 }, generateInviteCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[A-Za-z0-9]{${INVITE_CODE_LENGTH}}$`));
  });
});

describe("POST /api/events/{id}/invites/user", () => {
  it("answers the caller's one stable code per event", async () => {
    const first = await mine(inviter.client);
    expect(first.status).toBe(200);
    const code = first.json.data.invite.code as string;
    expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await mine(inviter.client)).json.data.invite.code).toBe(code);
    const parallel = await Promise.all(Array.from({ length: 4 }, () => mine(host.client)));
    expect(new Set(parallel.map((r) => r.json.data.invite.code)).size).toBe(1);
    expect(parallel[0]!.json.data.invite.code).not.toBe(code);
    expect((await mine(inviter.client, otherEventId)).json.data.invite.code).not.toBe(code);
  });

  it("401 signed out, 404 for drafts of others and unknown ids", async () => {
    expect((await mine(t.client())).status).toBe(401);
    const draft = await insertEvent(t.db, host.userId, { status: "DRAFT" });
    expect((await mine(inviter.client, draft)).status).toBe(404);
    expect((await mine(inviter.client, crypto.randomUUID())).status).toBe(404);
    expect((await mine(inviter.client, "bad id!")).status).toBe(404);
  });
});

describe("resolveInviteId", () => {
  it("attributes to the code's invite, except self-invites, other events and unknown codes", async () => {
    const code = (await mine(inviter.client)).json.data.invite.code as string;
    const registrant = await insertUser(t.db);
    const id = await resolveInviteId(t.db, eventId, code, registrant.id);
    expect(id).toEqual(expect.any(String));
    expect(await resolveInviteId(t.db, eventId, code, inviter.userId)).toBeNull();
    expect(await resolveInviteId(t.db, otherEventId, code, registrant.id)).toBeNull();
    expect(await resolveInviteId(t.db, eventId, "NoSuchCode", registrant.id)).toBeNull();
    expect(await resolveInviteId(t.db, eventId, "'; drop table events; --", registrant.id)).toBeNull();
    expect(await resolveInviteId(t.db, eventId, "", registrant.id)).toBeNull();
  });
});

describe("GET /api/events/{id}/invites", () => {
  it("lists codes with their counts for the organiser and event admins", async () => {
    const code = (await mine(inviter.client)).json.data.invite.code as string;
    const inviteId = (await resolveInviteId(t.db, eventId, code, host.userId))!;
    const statuses = ["APPROVED", "APPROVED", "PENDING", "CANCELLED"] as const;
    for (const status of statuses) {
      const u = await insertUser(t.db);
      await t.db.insert(registrations).values({ eventId, userId: u.id, status, inviteId });
    }
    const admin = await signedIn(t);
    await addEventAdmin(t.db, eventId, admin.userId);
    for (const c of [host.client, admin.client]) {
      const res = await c.get(`/api/events/${eventId}/invites`);
      expect(res.status).toBe(200);
      const top = res.json.data.invites[0];
      expect(top).toMatchObject({ code, registrations: 3, approved: 2, inviter: { id: inviter.userId } });
      expect(Object.keys(top.inviter)).not.toContain("email");
      // The host's own (unused) code is listed with zeros.
      expect(res.json.data.invites.find((i: { inviter: { id: string } }) => i.inviter.id === host.userId)).toMatchObject({ registrations: 0, approved: 0 });
    }
  });

  it("is 403 for other users, 401 signed out, 404 for unknown events", async () => {
    const res = await inviter.client.get(`/api/events/${eventId}/invites`);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: "FORBIDDEN", error: "只有主办方和活动管理员可以查看邀请统计" });
    expect((await t.client().get(`/api/events/${eventId}/invites`)).status).toBe(401);
    expect((await host.client.get(`/api/events/${crypto.randomUUID()}/invites`)).status).toBe(404);
  });
});
