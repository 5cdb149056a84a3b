import { placeholderEmailFor } from "@commons/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // Many requests per client; limits are tested in auth.test.ts, not here.
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

describe("signed out", () => {
  it("answers 401 on every profile route, before looking at the body", async () => {
    const c = t.client();
    expect((await c.get("/api/profile")).status).toBe(401);
    expect((await c.get("/api/user/profile")).status).toBe(401);
    const update = await c.post("/api/profile/update", { bio: 5, nope: true });
    expect(update.status).toBe(401);
    expect(update.json).toMatchObject({ success: false, code: "UNAUTHORIZED", error: "登录已过期，请重新登录" });
  });
});

describe("reading", () => {
  it("answers the profile with every contract field", async () => {
    const { client, email } = await signedIn(t, "zh", { name: "小李" });
    const res = await client.get("/api/profile");
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.data.user).sort()).toEqual(
      [
        "id", "name", "username", "email", "emailVerified", "image", "phoneNumber", "bio", "userRoleString",
        "currentWorkOn", "lifeStatus", "region", "city", "wechatId", "preferredContact", "showWechat", "showEmail",
        "skills", "membershipLevel", "creatorLevel", "mentorLevel", "contributorLevel", "siteRole", "createdAt", "hasPassword",
      ].sort(),
    );
    expect(res.json.data.user).toMatchObject({ name: "小李", email, membershipLevel: "VISITOR", skills: [], showEmail: false, hasPassword: true });
  });

  it("lists the missing completion fields until the profile is complete", async () => {
    const { client } = await signedIn(t);
    const before = await client.get("/api/user/profile");
    expect(before.json.data).toMatchObject({ missingFields: ["userRoleString", "currentWorkOn", "bio", "skills"], isComplete: false });
    await client.post("/api/profile/update", {
      userRoleString: "前端工程师",
      currentWorkOn: "一个开源组件库",
      bio: "喜欢做小而美的工具。",
      skills: ["React"],
    });
    const after = await client.get("/api/user/profile");
    expect(after.json.data).toMatchObject({ missingFields: [], isComplete: true });
    expect(after.json.data.profile.bio).toBe("喜欢做小而美的工具。");
  });

  it("answers a placeholder email (phone login) as null", async () => {
    const { client, userId } = await signedIn(t);
    await setUser(t.db, userId, { email: placeholderEmailFor("phone", "8613912345678"), emailVerified: false });
    const res = await client.get("/api/profile");
    expect(res.json.data.user.email).toBeNull();
    expect(res.json.data.user.emailVerified).toBe(false);
  });
});

describe("updating", () => {
  it("saves each field and reads it back (round trip)", async () => {
    const { client } = await signedIn(t);
    const update = {
      name: "  林一  ",
      username: "Lin_Yi-2",
      image: "https://cdn.example.com/avatars/abc.webp",
      bio: "独立开发者，正在做一个记账工具。",
      userRoleString: "独立开发者",
      currentWorkOn: "记账 App",
      lifeStatus: "全职",
      region: "上海",
      city: "上海",
      phoneNumber: "+86 138 0013 8000",
      email: "Lin.Yi@Example.com",
      wechatId: "linyi_wx",
      preferredContact: "WECHAT",
      showWechat: true,
      showEmail: true,
      skills: ["Go", "Rust", "Go"],
    };
    const res = await client.post("/api/profile/update", update);
    expect(res.status).toBe(200);
    const expected = {
      name: "林一",
      username: "lin_yi-2",
      image: "https://cdn.example.com/avatars/abc.webp",
      bio: "独立开发者，正在做一个记账工具。",
      userRoleString: "独立开发者",
      currentWorkOn: "记账 App",
      lifeStatus: "全职",
      region: "上海",
      city: "上海",
      phoneNumber: "+8613800138000",
      email: "lin.yi@example.com",
      wechatId: "linyi_wx",
      preferredContact: "WECHAT",
      showWechat: true,
      showEmail: true,
      skills: ["Go", "Rust"],
    };
    expect(res.json.data.user).toMatchObject(expected);
    expect((await client.get("/api/profile")).json.data.user).toMatchObject(expected);
  });

  it("changes only the fields sent, and clears a text field with an empty string", async () => {
    const { client } = await signedIn(t);
    await client.post("/api/profile/update", { bio: "第一版简介", city: "杭州" });
    const res = await client.post("/api/profile/update", { bio: "" });
    expect(res.json.data.user).toMatchObject({ bio: null, city: "杭州" });
    expect((await client.post("/api/profile/update", { image: "https://cdn.example.com/a.png" })).json.data.user.image).toBe(
      "https://cdn.example.com/a.png",
    );
  });

  it("resets emailVerified when the email changes, and keeps it when the same address is re-sent", async () => {
    const { client, userId, email } = await signedIn(t);
    await setUser(t.db, userId, { emailVerified: true });
    const same = await client.post("/api/profile/update", { email: email.toUpperCase() });
    expect(same.json.data.user).toMatchObject({ email, emailVerified: true });
    const changed = await client.post("/api/profile/update", { email: "new-address@example.com" });
    expect(changed.json.data.user).toMatchObject({ email: "new-address@example.com", emailVerified: false });
  });

  it("refuses to clear a real email, but lets a placeholder account send an empty email", async () => {
    const real = await signedIn(t, "en");
    const refused = await real.client.post("/api/profile/update", { email: "" });
    expect(refused.status).toBe(422);
    expect(refused.json.details).toEqual([{ field: "email", message: "Please fill in your email to receive notifications" }]);

    const phone = await signedIn(t);
    await setUser(t.db, phone.userId, { email: placeholderEmailFor("phone", phone.userId) });
    const kept = await phone.client.post("/api/profile/update", { email: "", bio: "用手机号登录的用户" });
    expect(kept.status).toBe(200);
    expect(kept.json.data.user).toMatchObject({ email: null, bio: "用手机号登录的用户" });
    const claimed = await phone.client.post("/api/profile/update", { email: "phone-user@example.com" });
    expect(claimed.json.data.user.email).toBe("phone-user@example.com");
  });

  it("refuses a placeholder-domain email", async () => {
    const { client } = await signedIn(t);
    const res = await client.post("/api/profile/update", { email: "someone@phone.commons.invalid" });
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "email", message: "请输入有效的邮箱地址" }]);
  });
});

describe("uniqueness", () => {
  it("answers 409 naming the field when a username is taken, whatever its case", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t, "en");
    expect((await a.client.post("/api/profile/update", { username: "taken_name" })).status).toBe(200);
    const res = await b.client.post("/api/profile/update", { username: "Taken_Name" });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: "CONFLICT",
      error: "That username is already taken",
      details: [{ field: "username", message: "That username is already taken" }],
    });
    // Re-sending one's own username is not a conflict.
    expect((await a.client.post("/api/profile/update", { username: "TAKEN_name" })).status).toBe(200);
  });

  it("answers 409 for an email or phone number another account uses", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    await a.client.post("/api/profile/update", { phoneNumber: "+8613700137000" });
    const email = await b.client.post("/api/profile/update", { email: a.email.toUpperCase() });
    expect(email.status).toBe(409);
    expect(email.json).toMatchObject({ error: "该邮箱已被其他账号使用", details: [{ field: "email" }] });
    const phone = await b.client.post("/api/profile/update", { phoneNumber: "+86 137-0013-7000" });
    expect(phone.status).toBe(409);
    expect(phone.json).toMatchObject({ error: "该手机号已被其他账号使用", details: [{ field: "phoneNumber" }] });
  });
});

describe("bad input changes nothing", () => {
  it("refuses an invalid phone number with the exact message in each language", async () => {
    const zh = await signedIn(t, "zh");
    const zhRes = await zh.client.post("/api/profile/update", { phoneNumber: "+86 138" });
    expect(zhRes.status).toBe(422);
    expect(zhRes.json.details).toEqual([{ field: "phoneNumber", message: "中国手机号至少需要11位数字" }]);
    const en = await signedIn(t, "en");
    const enRes = await en.client.post("/api/profile/update", { phoneNumber: "+86 138" });
    expect(enRes.json.details).toEqual([{ field: "phoneNumber", message: "China mobile numbers need at least 11 digits" }]);
    const pattern = await en.client.post("/api/profile/update", { phoneNumber: "+8612345678901" });
    expect(pattern.json.details).toEqual([{ field: "phoneNumber", message: "Please enter a valid China mobile number" }]);
    const national = await zh.client.post("/api/profile/update", { phoneNumber: "13812345678" });
    expect(national.json.details).toEqual([{ field: "phoneNumber", message: "不支持的国家代码" }]);
  });

  it("refuses over-long text naming the field and the limit", async () => {
    const { client } = await signedIn(t, "en");
    const res = await client.post("/api/profile/update", { name: "x".repeat(51), bio: "ok" });
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "name", message: "Name can have at most 50 characters" }]);
    const zh = await signedIn(t, "zh");
    const skills = await zh.client.post("/api/profile/update", { skills: Array.from({ length: 21 }, (_, i) => `s${i}`) });
    expect(skills.json.details).toEqual([{ field: "skills", message: "最多添加20个技能" }]);
    expect((await zh.client.get("/api/profile")).json.data.user.skills).toEqual([]);
  });

  it("refuses wrong types with a 422 that names each field", async () => {
    const { client } = await signedIn(t);
    const res = await client.post("/api/profile/update", { bio: 5, showEmail: "yes", skills: "Go", preferredContact: "FAX" });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(res.json.details.map((d: { field: string }) => d.field).sort()).toEqual(["bio", "preferredContact", "showEmail", "skills"]);
    expect((await client.get("/api/profile")).json.data.user).toMatchObject({ bio: null, showEmail: false, skills: [] });
  });

  it("refuses unknown fields, so nobody can write their own level or verification", async () => {
    const { client } = await signedIn(t);
    const res = await client.post("/api/profile/update", { bio: "hello", membershipLevel: "MEMBER", emailVerified: true });
    expect(res.status).toBe(422);
    expect(res.json.details).toEqual([{ field: "body", message: "不支持的字段：membershipLevel, emailVerified" }]);
    expect((await client.get("/api/profile")).json.data.user).toMatchObject({ bio: null, membershipLevel: "VISITOR" });
  });

  it("answers malformed JSON with 400, a non-JSON body with 415, and an array body with 422 — never 500", async () => {
    const { client } = await signedIn(t);
    const malformed = await client.post("/api/profile/update", '{"bio": ', { "content-type": "application/json" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe("BAD_REQUEST");
    const text = await client.post("/api/profile/update", "bio=hi", { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    expect(text.json.success).toBe(false);
    const array = await client.post("/api/profile/update", [1, 2]);
    expect(array.status).toBe(422);
  });
});

describe("phone accounts", () => {
  it("signs up by phone, shows no email, and will not drop the only way to sign in", async () => {
    const c = t.client("en");
    const phoneNumber = "+8613912340000";
    expect((await c.post("/api/auth/phone-number/send-otp", { phoneNumber })).status).toBe(200);
    await t.deps.messages.runDue();
    const sms = t.deps.outbox.list().find((m) => m.to === phoneNumber);
    const code = /\d{6}/.exec(sms?.text ?? "")?.[0];
    expect((await c.post("/api/auth/phone-number/verify", { phoneNumber, code })).status).toBe(200);

    const profile = (await c.get("/api/profile")).json.data.user;
    expect(profile).toMatchObject({ email: null, phoneNumber });
    const cleared = await c.post("/api/profile/update", { phoneNumber: "" });
    expect(cleared.status).toBe(422);
    expect(cleared.json.details).toEqual([{ field: "phoneNumber", message: "Please enter a phone number" }]);
  });
});
