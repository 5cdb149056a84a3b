import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema/index.ts";
import { createPublished, grantAdmin } from "../event-console/console-test-kit.ts";
import { uploadPhoto } from "../photos/photos-test-kit.ts";
import { insertEvent, setUser, signedIn } from "../../test/fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";
import { createUploadsTestApp } from "../uploads/upload-test-helpers.ts";
import { applicationsOf, asInput, baseRoleId, insertRole, roleRow } from "./volunteers-test-kit.ts";

type Person = { client: TestClient; userId: string };

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
let host: Person;
let me: Person;
let you: Person;
let stranger: Person;
let otherAdmin: Person;
let eventId: string;

beforeAll(async () => {
  t = await createUploadsTestApp();
  [host, me, you, stranger, otherAdmin] = (await Promise.all([signedIn(t), signedIn(t), signedIn(t), signedIn(t), signedIn(t)])) as Person[] as [Person, Person, Person, Person, Person];
  eventId = await insertEvent(t.db, host.userId, { title: "第 42 期聚会" });
  const otherEvent = await insertEvent(t.db, stranger.userId);
  await grantAdmin(t.db, otherEvent, otherAdmin.userId, { canEditEvent: true, canManageRegistrations: true, canCheckIn: true });
});
afterAll(() => t.close());

const ev = (id = eventId) => `/api/events/${id}`;
const apply = (c: TestClient, roleId: string, note = "我想帮忙") => c.post(`${ev()}/volunteers/apply`, { eventVolunteerRoleId: roleId, note });
const decide = (c: TestClient, appId: string, what: "approve" | "reject") => c.post(`${ev()}/volunteers/applications/${appId}/${what}`);
const noticesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe("reviewing applications", () => {
  it("lists every application with the applicant's contact (as the registrations list does), oldest first", async () => {
    const roleId = await insertRole(t.db, eventId, { recruitCount: 3 });
    await setUser(t.db, me.userId, { phoneNumber: "+8613800001111", wechatId: "me-wx" });
    await apply(me.client, roleId, "会拍照");
    await apply(you.client, roleId, "会签到");
    const res = await host.client.get(`${ev()}/volunteers/applications`);
    expect(res.status).toBe(200);
    expect(res.json.data.roles.find((r: { id: string }) => r.id === roleId)).toMatchObject({ name: "签到接待", recruitCount: 3, approvedCount: 0, closed: false });
    const mine = res.json.data.applications.filter((a: { roleId: string }) => a.roleId === roleId);
    expect(mine.map((a: { note: string }) => a.note)).toEqual(["会拍照", "会签到"]);
    expect(mine[0].user).toMatchObject({ id: me.userId, phoneNumber: "+8613800001111", wechatId: "me-wx", email: expect.stringContaining("@") });
  });

  it("approve takes a place and notifies; full → 409; reject of an approved one gives the place back and notifies", async () => {
    const roleId = await insertRole(t.db, eventId, { recruitCount: 1 });
    const a = (await apply(me.client, roleId)).json.data.application.id as string;
    const b = (await apply(you.client, roleId)).json.data.application.id as string;
    const approved = await decide(host.client, a, "approve");
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ message: "已通过该志愿者申请", data: { application: { id: a, status: "APPROVED" } } });
    expect((await roleRow(t.db, roleId)).approvedCount).toBe(1);
    expect((await noticesOf(me.userId)).find((n) => n.type === "volunteerApproved")).toMatchObject({ params: { event: "第 42 期聚会" }, link: `/events/${eventId}` });
    // Approving again is a no-op, not a second place.
    expect((await decide(host.client, a, "approve")).status).toBe(200);
    expect((await roleRow(t.db, roleId)).approvedCount).toBe(1);

    const full = await decide(host.client, b, "approve");
    expect(full.status).toBe(409);
    expect(full.json.error).toBe("该岗位名额已满");

    const rejected = await decide(host.client, a, "reject");
    expect(rejected.json.data.application.status).toBe("REJECTED");
    expect((await roleRow(t.db, roleId)).approvedCount).toBe(0);
    expect(await noticesOf(me.userId)).toEqual(expect.arrayContaining([expect.objectContaining({ type: "volunteerRejected" })]));
    expect((await decide(host.client, b, "approve")).status).toBe(200);
    const list = await me.client.get("/api/notifications");
    expect(list.json.data.notifications.map((n: { title: string }) => n.title)).toEqual(expect.arrayContaining(["志愿者申请已通过", "志愿者申请未通过"]));
  });

  it("a cancelled application cannot be approved", async () => {
    const roleId = await insertRole(t.db, eventId);
    const a = (await apply(me.client, roleId)).json.data.application.id as string;
    await me.client.delete(`${ev()}/volunteers/cancel`, { eventVolunteerRoleId: roleId });
    const res = await decide(host.client, a, "approve");
    expect(res.status).toBe(409);
    expect(res.json.error).toBe("申请人已取消该申请");
  });

  it("an application of another event is not found through this one", async () => {
    const other = await insertEvent(t.db, host.userId);
    const roleId = await insertRole(t.db, other);
    const a = (await me.client.post(`${ev(other)}/volunteers/apply`, { eventVolunteerRoleId: roleId, note: "x" })).json.data.application.id;
    expect((await decide(host.client, a, "approve")).status).toBe(404);
    expect((await decide(host.client, "../../x", "approve")).status).toBe(404);
  });
});

describe("who may review and edit", () => {
  it("anonymous 401; another user and an admin of another event 403; an admin needs the right flag", async () => {
    const roleId = await insertRole(t.db, eventId);
    const a = (await apply(me.client, roleId)).json.data.application.id as string;
    const calls = [
      (c: TestClient) => c.get(`${ev()}/volunteers/applications`),
      (c: TestClient) => decide(c, a, "approve"),
      (c: TestClient) => decide(c, a, "reject"),
      (c: TestClient) => c.get(`${ev()}/volunteer-roles`),
      (c: TestClient) => c.request("PUT", `${ev()}/volunteer-roles`, { roles: [], volunteerContactInfo: null, volunteerWechatQrCode: null }),
    ];
    for (const call of calls) {
      expect((await call(t.client())).status).toBe(401);
      expect((await call(stranger.client)).status).toBe(403);
      expect((await call(otherAdmin.client)).status).toBe(403);
      expect((await call(me.client)).status).toBe(403);
    }
    expect((await applicationsOf(t.db, roleId))[0]!.status).toBe("APPLIED");
    const checker = await signedIn(t);
    await grantAdmin(t.db, eventId, checker.userId, { canCheckIn: true });
    expect((await checker.client.get(`${ev()}/volunteers/applications`)).status).toBe(403);
    expect((await checker.client.get(`${ev()}/volunteer-roles`)).status).toBe(403);
    const reviewer = await signedIn(t);
    await grantAdmin(t.db, eventId, reviewer.userId, { canManageRegistrations: true });
    expect((await decide(reviewer.client, a, "approve")).status).toBe(200);
    expect((await reviewer.client.get(`${ev()}/volunteer-roles`)).status).toBe(403);
    const editor = await signedIn(t);
    await grantAdmin(t.db, eventId, editor.userId, { canEditEvent: true });
    expect((await editor.client.get(`${ev()}/volunteer-roles`)).status).toBe(200);
    expect((await editor.client.get(`${ev()}/volunteers/applications`)).status).toBe(403);
  });
});

describe("the roles editor", () => {
  const put = (c: TestClient, id: string, body: unknown) => c.request("PUT", `${ev(id)}/volunteer-roles`, body);

  it("adds, updates in place, closes and reopens; applications survive every edit", async () => {
    const id = await insertEvent(t.db, host.userId);
    const checkIn = await baseRoleId(t.db, "check-in");
    const photo = await baseRoleId(t.db, "photographer");
    const first = await put(host.client, id, {
      roles: [{ baseRoleId: checkIn, description: "前台", recruitCount: 2, requireApproval: false, isRequired: true, closed: false }],
      volunteerContactInfo: "  志愿者群找小林  ",
      volunteerWechatQrCode: null,
    });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe("志愿者岗位已保存");
    expect(first.json.data.baseRoles.length).toBeGreaterThanOrEqual(5);
    const [role] = first.json.data.roles;
    expect(role).toMatchObject({ baseRoleId: checkIn, description: "前台", recruitCount: 2, approvedCount: 0, applicationCount: 0, closed: false });
    expect(first.json.data.volunteerContactInfo).toBe("志愿者群找小林");

    const applied = await me.client.post(`${ev(id)}/volunteers/apply`, { eventVolunteerRoleId: role.id, note: "我来" });
    expect(applied.json.data.application.status).toBe("APPROVED");

    const second = await put(host.client, id, {
      roles: [
        { baseRoleId: photo, description: null, recruitCount: 1, requireApproval: true, isRequired: false, closed: false },
        { ...asInput(role), description: "前台接待", recruitCount: 3, closed: true },
      ],
      volunteerContactInfo: null,
      volunteerWechatQrCode: null,
    });
    expect(second.status).toBe(200);
    const kept = second.json.data.roles.find((r: { id: string }) => r.id === role.id);
    expect(kept).toMatchObject({ description: "前台接待", recruitCount: 3, approvedCount: 1, applicationCount: 1, closed: true });
    expect(second.json.data.roles[0].baseRoleId).toBe(photo);
    expect((await applicationsOf(t.db, role.id))[0]).toMatchObject({ status: "APPROVED", note: "我来" });
    // Closed: hidden from the public, and refused.
    expect((await t.client().get(`${ev(id)}/volunteers`)).json.data.roles.map((r: { id: string }) => r.id)).not.toContain(role.id);
    expect((await you.client.post(`${ev(id)}/volunteers/apply`, { eventVolunteerRoleId: role.id, note: "x" })).json.error).toBe("该岗位已停止招募");
    const reopened = await put(host.client, id, { roles: second.json.data.roles.map((r: never) => ({ ...asInput(r), closed: false })), volunteerContactInfo: null, volunteerWechatQrCode: null });
    expect(reopened.json.data.roles.every((r: { closed: boolean }) => !r.closed)).toBe(true);
  });

  it("a removed role is deleted only without applications; otherwise 409 saying to close it", async () => {
    const id = await insertEvent(t.db, host.userId);
    const used = await insertRole(t.db, id, { baseRoleId: await baseRoleId(t.db, "host") });
    const unused = await insertRole(t.db, id);
    await me.client.post(`${ev(id)}/volunteers/apply`, { eventVolunteerRoleId: used, note: "x" });
    await me.client.delete(`${ev(id)}/volunteers/cancel`, { eventVolunteerRoleId: used });
    const { roles } = (await host.client.get(`${ev(id)}/volunteer-roles`)).json.data;
    const refused = await put(host.client, id, { roles: [], volunteerContactInfo: null, volunteerWechatQrCode: null });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe("“主持人”已有人申请，不能删除，请改为停止招募");
    expect(await roleRow(t.db, unused)).toBeDefined();
    const ok = await put(host.client, id, { roles: roles.filter((r: { id: string }) => r.id === used).map(asInput), volunteerContactInfo: null, volunteerWechatQrCode: null });
    expect(ok.status).toBe(200);
    expect(ok.json.data.roles.map((r: { id: string }) => r.id)).toEqual([used]);
  });

  it("recruitCount below the approved count: 400 naming the field; unknown ids and base roles: 422", async () => {
    const id = await insertEvent(t.db, host.userId);
    const roleId = await insertRole(t.db, id, { recruitCount: 2, requireApproval: false });
    await me.client.post(`${ev(id)}/volunteers/apply`, { eventVolunteerRoleId: roleId, note: "x" });
    await you.client.post(`${ev(id)}/volunteers/apply`, { eventVolunteerRoleId: roleId, note: "y" });
    const [role] = (await host.client.get(`${ev(id)}/volunteer-roles`)).json.data.roles;
    const res = await put(host.client, id, { roles: [{ ...asInput(role), recruitCount: 1 }], volunteerContactInfo: null, volunteerWechatQrCode: null });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ field: "roles.0.recruitCount", message: "招募人数不能少于已通过的 2 人" }]);
    const other = await insertRole(t.db, eventId);
    const foreign = await put(host.client, id, { roles: [asInput(role), { ...asInput(role), id: other }], volunteerContactInfo: null, volunteerWechatQrCode: null });
    expect(foreign.status).toBe(422);
    expect(foreign.json.details[0]).toMatchObject({ field: "roles.1.id", message: "志愿者岗位不存在" });
    const unknownBase = await put(host.client, id, { roles: [{ ...asInput(role), baseRoleId: "nope" }], volunteerContactInfo: null, volunteerWechatQrCode: null });
    expect(unknownBase.status).toBe(422);
    expect(unknownBase.json.details[0].message).toBe("请选择有效的志愿者岗位类型");
    for (const bad of [{ roles: [{ ...asInput(role), recruitCount: 0 }] }, { roles: "x" }, {}]) {
      expect((await put(host.client, id, { volunteerContactInfo: null, volunteerWechatQrCode: null, ...bad })).status).toBe(422);
    }
    expect((await roleRow(t.db, roleId)).recruitCount).toBe(2);
  });

  it("the WeChat QR must be the caller's own upload (or the stored one, sent back unchanged)", async () => {
    const id = await insertEvent(t.db, host.userId);
    const body = (qr: string | null) => ({ roles: [], volunteerContactInfo: "群", volunteerWechatQrCode: qr });
    const mine = await uploadPhoto(t, host.client);
    const yours = await uploadPhoto(t, you.client);
    for (const [qr, message] of [
      ["https://evil.example.com/qr.png", "二维码只能使用在本站上传的图片"],
      [yours, "二维码只能使用你自己上传的图片"],
    ] as const) {
      const res = await put(host.client, id, body(qr));
      expect(res.status).toBe(400);
      expect(res.json.details).toEqual([{ field: "volunteerWechatQrCode", message }]);
    }
    const saved = await put(host.client, id, body(mine));
    expect(saved.json.data.volunteerWechatQrCode).toBe(mine);
    const admin = await signedIn(t);
    await grantAdmin(t.db, id, admin.userId, { canEditEvent: true });
    expect((await put(admin.client, id, body(mine))).status).toBe(200);
  });
});

describe("editing the event itself (design rule 7)", () => {
  it("keeps every role and application", async () => {
    const id = await createPublished(host.client);
    const roleId = await insertRole(t.db, id, { recruitCount: 2, requireApproval: false });
    await me.client.post(`${ev(id)}/volunteers/apply`, { eventVolunteerRoleId: roleId, note: "我来" });
    const before = { role: await roleRow(t.db, roleId), apps: await applicationsOf(t.db, roleId) };
    const edit = await host.client.patch(ev(id), { title: "改过的标题", maxAttendees: 80 });
    expect(edit.status).toBe(200);
    expect(await roleRow(t.db, roleId)).toEqual(before.role);
    expect(await applicationsOf(t.db, roleId)).toEqual(before.apps);
  });
});
