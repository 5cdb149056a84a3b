import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const current = "correct-horse-battery-9";
const next = "amber-violin-meadow-58";

/** The stored hash: a refused change must leave it as it was. */
async function passwordHashOf(userId: string) {
  const [row] = await t.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
  return row?.password ?? null;
}

async function account(locale: "zh" | "en" = "zh") {
  const client = t.client(locale);
  const { email, userId } = await client.signUp({ password: current });
  return { client, email, userId, hash: await passwordHashOf(userId) };
}

describe("changing a password", () => {
  it("takes the new password and drops the old one; other sessions stay unless asked", async () => {
    const { client, email } = await account();
    const other = t.client();
    expect((await other.post("/api/auth/sign-in/email", { email, password: current })).status).toBe(200);

    const changed = await client.post("/api/auth/change-password", { currentPassword: current, newPassword: next });
    expect(changed.status).toBe(200);
    expect((await other.get("/api/profile")).status).toBe(200);
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: current })).status).toBe(401);
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: next })).status).toBe(200);
  });

  it("refuses a wrong current password, naming that field in the caller's language, and keeps the old one", async () => {
    for (const [locale, text] of [["zh", "当前密码不正确"], ["en", "The current password is wrong"]] as const) {
      const { client, userId, hash } = await account(locale);
      const refused = await client.post("/api/auth/change-password", { currentPassword: "not-the-password-1", newPassword: next });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(text);
      expect(refused.json.details).toEqual([{ field: "currentPassword", message: text }]);
      expect(await passwordHashOf(userId)).toBe(hash);
    }
  });

  it("refuses a new password the policy refuses, naming newPassword (not sign-up's password)", async () => {
    const { client, userId, hash } = await account();
    const short = await client.post("/api/auth/change-password", { currentPassword: current, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.json.details).toEqual([{ field: "newPassword", message: "密码至少需要8个字符" }]);
    const common = await client.post("/api/auth/change-password", { currentPassword: current, newPassword: "password123" });
    expect(common.status).toBe(400);
    expect(common.json.details).toEqual([{ field: "newPassword", message: "这个密码太常见了，请换一个更难猜的密码" }]);
    expect(await passwordHashOf(userId)).toBe(hash);
  });

  it("tells a phone-code account it has no password, and its profile says so", async () => {
    const phone = "+8613912345670";
    const client = t.client();
    await client.post("/api/auth/phone-number/send-otp", { phoneNumber: phone });
    await t.deps.messages.runDue();
    const code = t.deps.outbox.latestFor(phone)?.text.match(/\d{6}/)?.[0];
    expect((await client.post("/api/auth/phone-number/verify", { phoneNumber: phone, code })).status).toBe(200);
    expect((await client.get("/api/profile")).json.data.user.hasPassword).toBe(false);

    const refused = await client.post("/api/auth/change-password", { currentPassword: "anything-at-all-1", newPassword: next });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("这个账号通过手机验证码登录，没有可修改的密码");

    const { client: withPassword } = await account();
    expect((await withPassword.get("/api/profile")).json.data.user.hasPassword).toBe(true);
  });

  it("allows 5 attempts a minute per account, across sessions and addresses, then 429 with Retry-After", async () => {
    const { client, email, userId, hash } = await account();
    for (let i = 0; i < 5; i++) {
      expect((await client.post("/api/auth/change-password", { currentPassword: `guess-number-${i}`, newPassword: next })).status).toBe(400);
    }
    // Another session of the same person, from another address, shares the account's budget.
    const elsewhere = t.client();
    expect((await elsewhere.post("/api/auth/sign-in/email", { email, password: current })).status).toBe(200);
    const limited = await elsewhere.post("/api/auth/change-password", { currentPassword: current, newPassword: next });
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit-policy")).toBe("5;w=60");
    expect(await passwordHashOf(userId)).toBe(hash);
  });
});
