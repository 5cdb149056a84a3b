import { VOLUNTEER_NOTE_MAX } from "@commons/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventVolunteerRoles } from "../../db/schema/index.ts";
import { days, insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { applicationsOf, insertRole, roleRow } from "./volunteers-test-kit.ts";

type Person = { client: TestClient; userId: string };

let t: TestApp;
let host: Person;
let me: Person;
let you: Person;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  [host, me, you] = (await Promise.all([signedIn(t), signedIn(t), signedIn(t)])) as [Person, Person, Person];
  eventId = await insertEvent(t.db, host.userId);
});
afterAll(() => t.close());

const apply = (c: TestClient, id: string, roleId: string, note = "我想帮忙") => c.post(`/api/events/${id}/volunteers/apply`, { eventVolunteerRoleId: roleId, note });

async function expectRefusal(res: { status: number; json: any }, status: number, zh: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(res.json).toMatchObject({ success: false, error: zh });
}

describe("the event must take volunteers (spec §4: not ended, draft or external; ours: nor cancelled)", () => {
  it.each([
    ["ended (end time passed)", { startTime: days(-2), endTime: days(-1) }, "活动已结束，不能再申请志愿者", "The event has ended; it takes no more volunteers"],
    ["ended (COMPLETED early)", { status: "COMPLETED" as const }, "活动已结束，不能再申请志愿者", "The event has ended; it takes no more volunteers"],
    ["external", { isExternalEvent: true, externalUrl: "https://example.com/e" }, "外部活动不支持在本站申请志愿者", "External events take no volunteer applications here"],
  ])("%s: 409 with the reason in zh and en, nothing stored", async (_, fields, zh, en) => {
    const id = await insertEvent(t.db, host.userId, fields);
    const roleId = await insertRole(t.db, id, { requireApproval: false });
    await expectRefusal(await apply(me.client, id, roleId), 409, zh);
    me.client.locale = "en";
    const res = await apply(me.client, id, roleId);
    me.client.locale = "zh";
    expect(res.json.error).toBe(en);
    expect(await applicationsOf(t.db, roleId)).toEqual([]);
    expect((await roleRow(t.db, roleId)).approvedCount).toBe(0);
  });

  it("a draft or cancelled event is missing for others, and refused with its reason for its managers", async () => {
    for (const [status, zh] of [
      ["DRAFT", "活动尚未发布，暂不能申请志愿者"],
      ["CANCELLED", "活动已取消，不能申请志愿者"],
    ] as const) {
      const id = await insertEvent(t.db, host.userId, { status });
      const roleId = await insertRole(t.db, id);
      expect((await apply(me.client, id, roleId)).status).toBe(404);
      await expectRefusal(await apply(host.client, id, roleId), 409, zh);
    }
  });
});

describe("the role", () => {
  it("unknown, or of another event: 404", async () => {
    const other = await insertEvent(t.db, host.userId);
    const roleId = await insertRole(t.db, other);
    await expectRefusal(await apply(me.client, eventId, roleId), 404, "志愿者岗位不存在");
    await expectRefusal(await apply(me.client, eventId, "no-such-role"), 404, "志愿者岗位不存在");
  });

  it("closed: refused", async () => {
    const roleId = await insertRole(t.db, eventId, { closedAt: new Date() });
    await expectRefusal(await apply(me.client, eventId, roleId), 409, "该岗位已停止招募");
  });

  it("full (approved = recruit): refused, for roles with and without approval", async () => {
    for (const requireApproval of [true, false]) {
      const roleId = await insertRole(t.db, eventId, { recruitCount: 1, requireApproval: false });
      expect((await apply(you.client, eventId, roleId)).json.data.application.status).toBe("APPROVED");
      if (requireApproval) await t.db.update(eventVolunteerRoles).set({ requireApproval: true }).where(eq(eventVolunteerRoles.id, roleId));
      await expectRefusal(await apply(me.client, eventId, roleId), 409, "该岗位名额已满");
      expect((await roleRow(t.db, roleId)).approvedCount).toBe(1);
    }
  });
});

describe("the caller's previous application", () => {
  it("APPLIED or APPROVED: refused; REJECTED or CANCELLED: may apply again", async () => {
    const roleId = await insertRole(t.db, eventId, { requireApproval: true, recruitCount: 5 });
    expect((await apply(me.client, eventId, roleId)).status).toBe(201);
    await expectRefusal(await apply(me.client, eventId, roleId), 409, "你已申请该岗位，正在等待审核");
    const [app] = await applicationsOf(t.db, roleId);
    expect((await host.client.post(`/api/events/${eventId}/volunteers/applications/${app!.id}/approve`)).status).toBe(200);
    await expectRefusal(await apply(me.client, eventId, roleId), 409, "你已是该岗位的志愿者");
    expect((await host.client.post(`/api/events/${eventId}/volunteers/applications/${app!.id}/reject`)).status).toBe(200);
    // Rejected: cancelling is not offered (spec: cancel from APPLIED or APPROVED), applying again is.
    await expectRefusal(await me.client.delete(`/api/events/${eventId}/volunteers/cancel`, { eventVolunteerRoleId: roleId }), 409, "只有审核中或已通过的申请可以取消");
    expect((await apply(me.client, eventId, roleId, "再试一次")).json.data.application).toMatchObject({ id: app!.id, status: "APPLIED" });
  });

  it("cancel without an application: 404; without a role id: 422 naming the field", async () => {
    const roleId = await insertRole(t.db, eventId);
    await expectRefusal(await me.client.delete(`/api/events/${eventId}/volunteers/cancel`, { eventVolunteerRoleId: roleId }), 404, "没有找到你在该岗位的申请");
    const res = await me.client.delete(`/api/events/${eventId}/volunteers/cancel`);
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "eventVolunteerRoleId", message: "志愿者岗位不能为空" }]);
  });
});

describe("bad input", () => {
  it("the note is required after trimming and at most 500 characters; nothing stored", async () => {
    const roleId = await insertRole(t.db, eventId);
    for (const note of ["", "   ", "\n\t "]) {
      const res = await apply(me.client, eventId, roleId, note);
      expect(res.status).toBe(422);
      expect(res.json.details).toEqual([{ field: "note", message: "请填写申请说明" }]);
    }
    me.client.locale = "en";
    const long = await apply(me.client, eventId, roleId, "字".repeat(VOLUNTEER_NOTE_MAX + 1));
    const empty = await apply(me.client, eventId, roleId, " ");
    me.client.locale = "zh";
    expect(long.json.details).toEqual([{ field: "note", message: "The note can be at most 500 characters" }]);
    expect(empty.json.details).toEqual([{ field: "note", message: "Please write a note with your application" }]);
    expect((await apply(me.client, eventId, roleId, "字".repeat(VOLUNTEER_NOTE_MAX))).status).toBe(201);
  });

  it("other malformed bodies get a 4xx, never a 5xx", async () => {
    const roleId = await insertRole(t.db, eventId);
    for (const body of [{}, { eventVolunteerRoleId: roleId }, { note: "x" }, { eventVolunteerRoleId: 5, note: "x" }, { eventVolunteerRoleId: roleId, note: 7 }, { eventVolunteerRoleId: roleId, note: "x", extra: 1 }, []]) {
      const res = await me.client.post(`/api/events/${eventId}/volunteers/apply`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await me.client.post(`/api/events/${eventId}/volunteers/apply`, "{not json", { "content-type": "application/json" })).status).toBe(400);
    expect(await applicationsOf(t.db, roleId)).toEqual([]);
  });

  it("anonymous callers are asked to sign in", async () => {
    const roleId = await insertRole(t.db, eventId);
    expect((await apply(t.client(), eventId, roleId)).status).toBe(401);
    expect((await t.client().delete(`/api/events/${eventId}/volunteers/cancel`, { eventVolunteerRoleId: roleId })).status).toBe(401);
  });
});
