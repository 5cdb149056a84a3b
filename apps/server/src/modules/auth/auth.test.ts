import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const strong = "plum-orbit-lantern-42";

describe("email and password", () => {
  it("signs up without a session, then signs in and sets an httpOnly SameSite=Lax session cookie", async () => {
    const c = t.client();
    const res = await c.post("/api/auth/sign-up/email", { name: "小王", email: "wang@example.com", password: strong });
    expect(res.status).toBe(200);
    // Sign-up answers a taken address alike, so it signs nobody in (ADR 0031).
    expect(res.headers.getSetCookie().some((l) => l.includes("session_token"))).toBe(false);
    const signedIn = await c.post("/api/auth/sign-in/email", { email: "wang@example.com", password: strong });
    const cookie = signedIn.headers.getSetCookie().find((l) => l.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await c.get("/api/auth/get-session");
    expect(session.json.user.email).toBe("wang@example.com");
    expect(session.json.user.username).toBe("wang");
  });

  it("gives each account a unique username even when email local parts collide", async () => {
    const a = t.client();
    const b = t.client();
    await a.signUp({ email: "same@one.example" });
    await b.signUp({ email: "same@two.example" });
    const ua = (await a.get("/api/auth/get-session")).json.user.username;
    const ub = (await b.get("/api/auth/get-session")).json.user.username;
    expect(ua).not.toBe(ub);
  });

  it("signs in, and sign-out invalidates the session on the server, not just the cookie", async () => {
    const c = t.client();
    const { email } = await c.signUp({ password: strong });
    const signedIn = await c.post("/api/auth/sign-in/email", { email, password: strong });
    expect(signedIn.status).toBe(200);
    const token = signedIn.headers.getSetCookie().find((l) => l.includes("session_token"))!.split(";")[0]!;
    expect((await c.post("/api/auth/sign-out")).status).toBe(200);
    // Replaying the old cookie must not find a session any more.
    const replay = await t.client().get("/api/auth/get-session", { cookie: token });
    expect(replay.json).toBeNull();
  });

  it("refuses a wrong password with a message in the caller's language", async () => {
    const c = t.client("en");
    const { email } = await c.signUp({ password: strong });
    const zh = await t.client("zh").post("/api/auth/sign-in/email", { email, password: "wrong-password-123" });
    expect(zh.status).toBe(401);
    expect(zh.json).toMatchObject({ success: false, code: "UNAUTHORIZED", error: "邮箱或密码错误" });
    const en = await t.client("en").post("/api/auth/sign-in/email", { email, password: "wrong-password-123" });
    expect(en.json.error).toBe("Wrong email or password");
  });

  it("applies the password policy: 8 minimum, 64+ allowed, common passwords refused", async () => {
    const short = await t.client("zh").post("/api/auth/sign-up/email", { name: "a", email: "s@example.com", password: "Ab1!xyz" });
    expect(short.status).toBe(400);
    expect(short.json.error).toBe("密码至少需要8个字符");
    const common = await t.client("en").post("/api/auth/sign-up/email", { name: "a", email: "c@example.com", password: "password123" });
    expect(common.status).toBe(400);
    expect(common.json.error).toMatch(/too common/);
    const long = await t.client().post("/api/auth/sign-up/email", { name: "a", email: "l@example.com", password: "x7".repeat(40) });
    expect(long.status).toBe(200);
  });

  it("answers sign-up with a taken address exactly like a new one, and mails the address's owner instead", async () => {
    const owner = await t.client().signUp({ name: "原主人", email: "dup@example.com" });
    const shape = (json: { token: unknown; user: Record<string, unknown> }) => ({
      token: json.token,
      user: { ...json.user, id: typeof json.user.id, createdAt: typeof json.user.createdAt, updatedAt: typeof json.user.updatedAt, email: "·" },
    });
    const taken = await t.client("zh").post("/api/auth/sign-up/email", { name: "b", email: "DUP@example.com", password: strong, image: "https://evil.example/x.png" });
    const fresh = await t.client("zh").post("/api/auth/sign-up/email", { name: "b", email: "fresh-one@example.com", password: strong, image: "https://evil.example/x.png" });
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(shape(taken.json)).toEqual(shape(fresh.json));
    expect(Object.keys(taken.json.user).sort()).toEqual(Object.keys(fresh.json.user).sort());
    expect(taken.json.user.id).not.toBe(owner.userId);
    expect(taken.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    // Nothing changed for the owner: their password still works, the attempt's does not.
    expect((await t.client().post("/api/auth/sign-in/email", { email: "dup@example.com", password: strong })).status).toBe(401);
    expect((await t.client().post("/api/auth/sign-in/email", { email: "dup@example.com", password: "correct-horse-battery-9" })).status).toBe(200);
    await t.deps.messages.runDue();
    const mail = t.deps.outbox.latestFor("dup@example.com");
    expect(mail?.subject).toBe("【Commons】有人想用你的邮箱注册");
    expect(mail?.text).toContain(`${"http://localhost:3000"}/zh/auth/forgot-password`);
    expect(t.deps.outbox.latestFor("fresh-one@example.com")).toBeUndefined();
  });

  it("answers sign-in alike for an unknown address and a wrong password", async () => {
    const { email } = await t.client().signUp({ password: strong });
    const unknown = await t.client("en").post("/api/auth/sign-in/email", { email: "nobody-at-all@example.com", password: "nope-nope-nope" });
    const wrong = await t.client("en").post("/api/auth/sign-in/email", { email, password: "nope-nope-nope" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
  });

  it("limits sign-in attempts on one account from one address to 5 a minute with Retry-After", async () => {
    const c = t.client();
    const { email } = await c.signUp({ password: strong });
    const guesser = t.client();
    const statuses: number[] = [];
    // signUp signed in once already, from the same address: that counts as the first of the five.
    for (let i = 0; i < 5; i++) statuses.push((await guesser.post("/api/auth/sign-in/email", { email, password: "nope-nope-nope" })).status);
    expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
    // Other addresses are not refused for it (auth-lockout.test.ts); this one is, even with the right password.
    const limited = await guesser.post("/api/auth/sign-in/email", { email, password: strong });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.json.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("phone number and one-time code", () => {
  it("sends a code through the SMS sender and signs in with it, creating the account once", async () => {
    const phone = "+8613812345678";
    const c = t.client();
    expect((await c.post("/api/auth/phone-number/send-otp", { phoneNumber: phone })).status).toBe(200);
    // The code is queued, not sent by the request: the worker (driven here) delivers it.
    await t.deps.messages.runDue();
    const sms = t.deps.outbox.latestFor(phone);
    const code = sms?.text.match(/\d{6}/)?.[0];
    expect(code).toBeDefined();
    const verified = await c.post("/api/auth/phone-number/verify", { phoneNumber: phone, code });
    expect(verified.status).toBe(200);
    const session = await c.get("/api/auth/get-session");
    expect(session.json.user.phoneNumber).toBe(phone);
    // The placeholder address never looks like a real one to the rest of the product.
    expect(session.json.user.email).toMatch(/@phone\.commons\.invalid$/);
  });

  it("treats differently spelt forms of one number as the same account", async () => {
    const a = t.client();
    await a.post("/api/auth/phone-number/send-otp", { phoneNumber: "+86 137-1234-5678" });
    await t.deps.messages.runDue();
    const code = t.deps.outbox.latestFor("+8613712345678")?.text.match(/\d{6}/)?.[0];
    expect(code).toBeDefined();
    expect((await a.post("/api/auth/phone-number/verify", { phoneNumber: "+86 137 1234 5678", code })).status).toBe(200);
    const first = (await a.get("/api/auth/get-session")).json.user;
    expect(first.phoneNumber).toBe("+8613712345678");
    const b = t.client();
    await b.post("/api/auth/phone-number/send-otp", { phoneNumber: "+8613712345678" });
    await t.deps.messages.runDue();
    const code2 = t.deps.outbox.latestFor("+8613712345678")?.text.match(/\d{6}/)?.[0];
    await b.post("/api/auth/phone-number/verify", { phoneNumber: "+8613712345678", code: code2 });
    expect((await b.get("/api/auth/get-session")).json.user.id).toBe(first.id);
  });

  it("never signs the number's owner in to another account that only typed the number in", async () => {
    const attacker = t.client();
    await attacker.signUp();
    const claim = await attacker.post("/api/profile/update", { phoneNumber: "+8613612345678" });
    expect(claim.status).toBe(200);
    const attackerId = (await attacker.get("/api/auth/get-session")).json.user.id;
    const owner = t.client();
    await owner.post("/api/auth/phone-number/send-otp", { phoneNumber: "+8613612345678" });
    await t.deps.messages.runDue();
    const code = t.deps.outbox.latestFor("+8613612345678")?.text.match(/\d{6}/)?.[0];
    expect((await owner.post("/api/auth/phone-number/verify", { phoneNumber: "+8613612345678", code })).status).toBe(200);
    const ownerId = (await owner.get("/api/auth/get-session")).json.user.id;
    expect(ownerId).not.toBe(attackerId);
  });

  it("refuses a wrong code and an invalid number", async () => {
    const phone = "+8613912345678";
    const c = t.client("zh");
    await c.post("/api/auth/phone-number/send-otp", { phoneNumber: phone });
    const wrong = await c.post("/api/auth/phone-number/verify", { phoneNumber: phone, code: "000000" });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
    expect(wrong.json.success).toBe(false);
    const invalid = await c.post("/api/auth/phone-number/send-otp", { phoneNumber: "+86123" });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error).toBe("请输入有效的手机号");
  });
});
