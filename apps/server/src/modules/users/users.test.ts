import { placeholderEmailFor } from "@commons/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { days, insertEvent, insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (idOrUsername: string, locale: "zh" | "en" = "zh") => t.client(locale).get(`/api/users/${encodeURIComponent(idOrUsername)}`);

describe("GET /api/users/{idOrUsername}", () => {
  it("finds a person by id and by username (any case), with the public fields", async () => {
    const u = await insertUser(t.db, {
      name: "周洁",
      username: "zhoujie",
      bio: "设计师",
      userRoleString: "UI 设计师",
      currentWorkOn: "图标库",
      city: "成都",
      region: "四川",
      skills: ["Figma"],
      creatorLevel: "C2",
    });
    const byId = await get(u.id);
    expect(byId.status).toBe(200);
    expect(byId.json.data).toMatchObject({
      id: u.id,
      name: "周洁",
      username: "zhoujie",
      bio: "设计师",
      userRoleString: "UI 设计师",
      currentWorkOn: "图标库",
      city: "成都",
      region: "四川",
      skills: ["Figma"],
      membershipLevel: "VISITOR",
      creatorLevel: "C2",
      organizedEvents: [],
    });
    expect((await get("ZhouJie")).json.data.id).toBe(u.id);
  });

  it("never shows the phone; email and WeChat only when the person chose to", async () => {
    const hidden = await insertUser(t.db, { email: "hidden@example.com", phoneNumber: "+8613700001234", wechatId: "hidden_wx" });
    const res = await get(hidden.id);
    expect(res.json.data).not.toHaveProperty("email");
    expect(res.json.data).not.toHaveProperty("wechatId");
    expect(res.json.data).not.toHaveProperty("phoneNumber");
    expect(res.text).not.toContain("hidden@example.com");
    expect(res.text).not.toContain("+8613700001234");
    expect(res.text).not.toContain("hidden_wx");

    const shown = await insertUser(t.db, { email: "shown@example.com", phoneNumber: "+8613700005678", wechatId: "shown_wx", showEmail: true, showWechat: true });
    const open = await get(shown.id);
    expect(open.json.data).toMatchObject({ email: "shown@example.com", wechatId: "shown_wx" });
    expect(open.text).not.toContain("+8613700005678");

    // A placeholder address is no address, even with showEmail on.
    const phoneUser = await insertUser(t.db, { email: placeholderEmailFor("phone", "8613700009999"), showEmail: true });
    expect((await get(phoneUser.id)).json.data).not.toHaveProperty("email");
  });

  it("lists their public events, upcoming (soonest first) before past (latest first)", async () => {
    const host = await insertUser(t.db);
    await insertEvent(t.db, host.id, { title: "past-old", startTime: days(-60) });
    await insertEvent(t.db, host.id, { title: "upcoming-later", startTime: days(20) });
    await insertEvent(t.db, host.id, { title: "past-recent", startTime: days(-5), status: "COMPLETED" });
    await insertEvent(t.db, host.id, { title: "upcoming-soon", startTime: days(2) });
    await insertEvent(t.db, host.id, { title: "draft", status: "DRAFT", startTime: days(1) });
    await insertEvent(t.db, host.id, { title: "cancelled", status: "CANCELLED", startTime: days(1) });
    const other = await insertUser(t.db);
    await insertEvent(t.db, other.id, { title: "someone-else", startTime: days(1) });

    const res = await get(host.id);
    expect(res.json.data.organizedEvents.map((e: { title: string }) => e.title)).toEqual([
      "upcoming-soon",
      "upcoming-later",
      "past-recent",
      "past-old",
    ]);
  });

  it("answers 404 in the caller's language for anyone unknown", async () => {
    const zh = await get("nobody-here");
    expect(zh.status).toBe(404);
    expect(zh.json).toMatchObject({ code: "NOT_FOUND", error: "用户不存在" });
    expect((await get("nobody-here", "en")).json.error).toBe("User not found");
    expect((await get("x".repeat(200))).status).toBe(404);
  });
});
