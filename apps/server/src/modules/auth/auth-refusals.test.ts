import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Refusals found by the app-wide bad-input suite (src/test/fuzz-suite.ts) on better-auth's routes:
// each one now names its field, and none of them changes anything.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

const password = "correct-horse-battery-9";

describe("sign-up refusals name their field", () => {
  it("a wrong type or a missing field is a 422 naming each field (was a 400 'sign-in failed')", async () => {
    const res = await t.client("en").post("/api/auth/sign-up/email", { name: 123, password: 5 });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(res.json.details.map((d: { field: string }) => d.field).sort()).toEqual(["email", "name", "password"]);
  });

  it("refuses a name over 50 characters or blank (a 100,000-character name was stored)", async () => {
    const long = await t.client("en").post("/api/auth/sign-up/email", { name: "x".repeat(51), email: "long@example.com", password });
    expect(long.status).toBe(422);
    expect(long.json.details).toEqual([{ field: "name", message: "Name can have at most 50 characters" }]);
    const blank = await t.client("zh").post("/api/auth/sign-up/email", { name: "   ", email: "blank@example.com", password });
    expect(blank.status).toBe(422);
    expect(blank.json.details[0].field).toBe("name");
    expect(await t.db.select().from(users).where(eq(users.email, "long@example.com"))).toEqual([]);
    expect((await t.client().post("/api/auth/sign-up/email", { name: "x".repeat(50), email: "fifty@example.com", password })).status).toBe(200);
  });

  it("never stores an image sent with sign-up (better-auth stored any string: another person's upload, javascript:)", async () => {
    for (const image of ["/files/event-photos/someone-else/0123456789abcdef0123456789abcdef.png", "javascript:alert(1)"]) {
      const email = `img-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const res = await t.client().post("/api/auth/sign-up/email", { name: "新人", email, password, image });
      expect(res.status).toBe(200);
      const [row] = await t.db.select({ image: users.image }).from(users).where(eq(users.email, email));
      expect(row).toEqual({ image: null });
    }
  });

  it("a NUL anywhere in the body is a 422 naming the field, not a database error", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", { name: "a\u0000b", email: "nul@example.com", password });
    expect(res.status).toBe(422);
    expect(res.json.details[0].field).toBe("name");
  });

  it("malformed JSON says so", async () => {
    const res = await t.client("en").post("/api/auth/sign-in/email", "{", { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("The request body is not valid JSON");
  });
});

describe("only the documented better-auth endpoints are served", () => {
  it("update-user, list-sessions and the rest answer 404 and change nothing", async () => {
    const c = t.client();
    const { userId } = await c.signUp({ name: "原来的名字" });
    for (const [method, path, body] of [
      ["POST", "/api/auth/update-user", { name: "x".repeat(100_000) }],
      ["GET", "/api/auth/list-sessions", undefined],
      ["GET", "/api/auth/list-accounts", undefined],
      ["POST", "/api/auth/revoke-sessions", {}],
    ] as const) {
      const res = await c.request(method, path, body);
      expect(res.status, path).toBe(404);
      expect(res.json.code).toBe("NOT_FOUND");
    }
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(row!.name).toBe("原来的名字");
    expect((await c.get("/api/profile")).status).toBe(200);
  });
});

describe("code refusals name the code", () => {
  it("a code for a number that was sent none is 'expired', naming the field (was 'sign-in failed')", async () => {
    const res = await t.client("en").post("/api/auth/phone-number/verify", { phoneNumber: "+8613712340000", code: "123456" });
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ field: "code", message: "The code has expired; please request a new one" }]);
  });
});

describe("a wrong one-time code changes nothing", () => {
  it("leaves another account's unverified claim on the number in place", async () => {
    const phone = "+8613512345678";
    const claimant = t.client();
    const { userId } = await claimant.signUp();
    expect((await claimant.post("/api/profile/update", { phoneNumber: phone })).status).toBe(200);
    const stranger = t.client();
    await stranger.post("/api/auth/phone-number/send-otp", { phoneNumber: phone });
    await t.deps.messages.runDue();
    const code = t.deps.outbox.latestFor(phone)?.text.match(/\d{6}/)?.[0];
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await stranger.post("/api/auth/phone-number/verify", { phoneNumber: phone, code: wrong })).status).toBe(400);
    const [row] = await t.db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
    expect(row!.phoneNumber).toBe(phone);
    // The right code still wins the number for the person who proves it (auth.test.ts covers the sign-in).
    expect((await stranger.post("/api/auth/phone-number/verify", { phoneNumber: phone, code })).status).toBe(200);
    const [after] = await t.db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
    expect(after!.phoneNumber).toBeNull();
  });
});
