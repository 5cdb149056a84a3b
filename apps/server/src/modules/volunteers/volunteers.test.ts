import { DEFAULT_VOLUNTEER_BASE_ROLES } from "@commons/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventVolunteerRoles, volunteerBaseRoles } from "../../db/schema/index.ts";
import { insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { syncVolunteerCatalogue } from "./volunteer-catalogue-sync.ts";
import { applicationsOf, baseRoleId, insertRole, roleRow } from "./volunteers-test-kit.ts";

type Person = { client: TestClient; userId: string };

let t: TestApp;
let host: Person;
let me: Person;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  [host, me] = (await Promise.all([signedIn(t), signedIn(t)])) as [Person, Person];
  eventId = await insertEvent(t.db, host.userId, { volunteerContactInfo: "志愿者群：找林晓", volunteerWechatQrCode: "/files/qr.png" });
});
afterAll(() => t.close());

const vol = (id = eventId) => `/api/events/${id}/volunteers`;

describe("the base-role catalogue", () => {
  it("is present after start, once per key, and syncing again changes nothing", async () => {
    const n = async () => Number((await t.db.select({ n: count() }).from(volunteerBaseRoles))[0]!.n);
    expect(await n()).toBe(DEFAULT_VOLUNTEER_BASE_ROLES.length);
    await syncVolunteerCatalogue(t.db);
    expect(await n()).toBe(DEFAULT_VOLUNTEER_BASE_ROLES.length);
  });
});

describe("GET /api/events/{id}/volunteers", () => {
  it("lists open roles with catalogue texts in the caller's language, hides closed ones, and keeps the contact from non-volunteers", async () => {
    const id = await insertEvent(t.db, host.userId, { volunteerContactInfo: "群主：小林" });
    await insertRole(t.db, id, { baseRoleId: await baseRoleId(t.db, "photographer"), description: "拍合影", recruitCount: 3, sortOrder: 1 });
    await insertRole(t.db, id, { baseRoleId: await baseRoleId(t.db, "check-in"), sortOrder: 0 });
    await insertRole(t.db, id, { closedAt: new Date(), sortOrder: 2 });
    const zh = await t.client().get(vol(id));
    expect(zh.status).toBe(200);
    expect(zh.json.data.roles.map((r: { baseRole: { name: string } }) => r.baseRole.name)).toEqual(["签到接待", "摄影记录"]);
    expect(zh.json.data.roles[1]).toMatchObject({ description: "拍合影", recruitCount: 3, approvedCount: 0, remaining: 3, myApplication: null, closed: false });
    expect(zh.json.data.roles[1].baseRole).toMatchObject({ key: "photographer", cpPoints: 15 });
    expect(zh.json.data).toMatchObject({ applyOpen: true, contact: null });
    const en = await t.client("en").get(vol(id));
    expect(en.json.data.roles[0].baseRole.name).toBe("Check-in desk");
    expect((await me.client.get(vol(id))).json.data.contact).toBeNull();
    expect((await host.client.get(vol(id))).json.data.contact).toEqual({ info: "群主：小林", wechatQrCode: null });
  });

  it("answers 404 for drafts and cancelled events to everyone but their managers", async () => {
    for (const status of ["DRAFT", "CANCELLED"] as const) {
      const id = await insertEvent(t.db, host.userId, { status });
      expect((await t.client().get(vol(id))).status).toBe(404);
      expect((await me.client.get(vol(id))).status).toBe(404);
      const own = await host.client.get(vol(id));
      expect(own.status).toBe(200);
      expect(own.json.data.applyOpen).toBe(false);
    }
    expect((await t.client().get(vol("nope"))).status).toBe(404);
  });
});

describe("apply and cancel", () => {
  it("a role needing approval: APPLIED with the spec's message, cancel, re-apply reuses the row", async () => {
    const roleId = await insertRole(t.db, eventId, { requireApproval: true, recruitCount: 2 });
    const res = await me.client.post(`${vol()}/apply`, { eventVolunteerRoleId: roleId, note: "  我有签到经验  " });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("申请已提交，请等待主办方审核");
    expect(res.json.data.application).toMatchObject({ roleId, status: "APPLIED", note: "我有签到经验", approvedAt: null });
    const listed = await me.client.get(vol());
    expect(listed.json.data.roles.find((r: { id: string }) => r.id === roleId).myApplication.status).toBe("APPLIED");
    expect(listed.json.data.contact).toBeNull();
    expect((await roleRow(t.db, roleId)).approvedCount).toBe(0);

    const cancelled = await me.client.delete(`${vol()}/cancel`, { eventVolunteerRoleId: roleId });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ message: "已取消志愿者申请", data: { application: { status: "CANCELLED" } } });
    // A retried cancel is harmless.
    expect((await me.client.delete(`${vol()}/cancel?eventVolunteerRoleId=${roleId}`)).json.data.application.status).toBe("CANCELLED");

    const again = await me.client.post(`${vol()}/apply`, { eventVolunteerRoleId: roleId, note: "再来一次" });
    expect(again.status).toBe(201);
    expect(again.json.data.application).toMatchObject({ id: res.json.data.application.id, status: "APPLIED", note: "再来一次" });
    expect(await applicationsOf(t.db, roleId)).toHaveLength(1);
  });

  it("a role without approval: APPROVED at once, the place is taken, the contact is shown; cancelling gives the place back", async () => {
    const roleId = await insertRole(t.db, eventId, { requireApproval: false, recruitCount: 1 });
    me.client.locale = "en";
    const res = await me.client.post(`${vol()}/apply`, { eventVolunteerRoleId: roleId, note: "happy to help" });
    me.client.locale = "zh";
    expect(res.status).toBe(201);
    expect(res.json.message).toBe("You're in: you are now a volunteer for this event");
    expect(res.json.data.application.status).toBe("APPROVED");
    expect(res.json.data.application.approvedAt).toEqual(expect.any(String));
    expect((await roleRow(t.db, roleId)).approvedCount).toBe(1);
    const listed = await me.client.get(vol());
    expect(listed.json.data.contact).toEqual({ info: "志愿者群：找林晓", wechatQrCode: "/files/qr.png" });
    expect(listed.json.data.roles.find((r: { id: string }) => r.id === roleId)).toMatchObject({ remaining: 0, approvedCount: 1 });

    // The query-parameter form of the spec's payload.
    const cancelled = await me.client.delete(`${vol()}/cancel?eventVolunteerRoleId=${roleId}`);
    expect(cancelled.status).toBe(200);
    expect((await roleRow(t.db, roleId)).approvedCount).toBe(0);
    expect((await me.client.get(vol())).json.data.contact).toBeNull();
  });

  it("a closed role stays listed to someone whose application on it is live", async () => {
    const roleId = await insertRole(t.db, eventId, { requireApproval: true });
    await me.client.post(`${vol()}/apply`, { eventVolunteerRoleId: roleId, note: "想帮忙" });
    await t.db.update(eventVolunteerRoles).set({ closedAt: new Date() }).where(eq(eventVolunteerRoles.id, roleId));
    const mine = (await me.client.get(vol())).json.data.roles.find((r: { id: string }) => r.id === roleId);
    expect(mine).toMatchObject({ closed: true, myApplication: { status: "APPLIED" } });
    expect((await t.client().get(vol())).json.data.roles.find((r: { id: string }) => r.id === roleId)).toBeUndefined();
  });
});
