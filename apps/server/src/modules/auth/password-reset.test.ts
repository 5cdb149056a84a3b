import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageJobs } from "../../db/schema/index.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const current = "correct-horse-battery-9";
const next = "amber-violin-meadow-58";

/** Asks for a reset link as a signed-out visitor would, and reads the mail the worker sends. */
async function mailedLink(email: string, locale: "zh" | "en" = "zh") {
  const asked = await t.client(locale).post("/api/auth/request-password-reset", { email });
  expect(asked.status).toBe(200);
  await t.deps.messages.runDue();
  const mail = t.deps.outbox.latestFor(email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  return { mail, link: link ? new URL(link) : null };
}

const signsIn = async (email: string, password: string) => (await t.client().post("/api/auth/sign-in/email", { email, password })).status === 200;

describe("resetting a forgotten password", () => {
  it("mails a one-hour link to the reset page, in the language it was asked in", async () => {
    const { email } = await t.client().signUp({ name: "小周", password: current });
    const { mail, link } = await mailedLink(email, "en");
    expect(mail?.subject).toBe("[Commons] Reset your password");
    expect(mail?.text).toContain("Hi 小周");
    expect(mail?.text).toContain("within 60 minutes");
    expect(link?.origin).toBe(TEST_ORIGIN);
    expect(link?.pathname).toBe("/en/auth/reset-password");
    expect(link?.searchParams.get("token")).toMatch(/^\w{24}$/);
  });

  it("sets the new password with the link's token, once, and signs out every session", async () => {
    const client = t.client();
    const { email } = await client.signUp({ password: current });
    const { link } = await mailedLink(email);
    const token = link!.searchParams.get("token");

    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: next });
    expect(reset.status).toBe(200);
    expect((await client.get("/api/profile")).status).toBe(401);
    expect(await signsIn(email, current)).toBe(false);
    expect(await signsIn(email, next)).toBe(true);

    const again = await t.client().post("/api/auth/reset-password", { token, newPassword: "third-lantern-orbit-7" });
    expect(again.status).toBe(400);
    expect(again.json.details).toEqual([{ field: "token", message: "重置链接无效或已过期，请重新获取" }]);
    expect(await signsIn(email, next)).toBe(true);
  });

  it("refuses an unknown token and a weak new password, naming the field, and changes nothing", async () => {
    const { email } = await t.client().signUp({ password: current });
    const unknown = await t.client("en").post("/api/auth/reset-password", { token: "x".repeat(24), newPassword: next });
    expect(unknown.status).toBe(400);
    expect(unknown.json.details).toEqual([{ field: "token", message: "This reset link is invalid or has expired; please ask for a new one" }]);

    const { link } = await mailedLink(email);
    const token = link!.searchParams.get("token");
    const weak = await t.client().post("/api/auth/reset-password", { token, newPassword: "password123" });
    expect(weak.status).toBe(400);
    expect(weak.json.details).toEqual([{ field: "newPassword", message: "这个密码太常见了，请换一个更难猜的密码" }]);
    expect(await signsIn(email, current)).toBe(true);
    // The refused attempt did not use the link up.
    expect((await t.client().post("/api/auth/reset-password", { token, newPassword: next })).status).toBe(200);
  });

  it("answers an unknown address exactly like a known one, and mails nobody", async () => {
    const before = (await t.db.select({ id: messageJobs.id }).from(messageJobs)).length;
    const unknown = await t.client().post("/api/auth/request-password-reset", { email: "nobody-here@example.com" });
    const { email } = await t.client().signUp({ password: current });
    const known = await t.client().post("/api/auth/request-password-reset", { email });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    // One mail queued: the known address's.
    const queued = await t.db.select({ payload: messageJobs.payload }).from(messageJobs);
    expect(queued.length).toBe(before + 1);
    expect(queued.map((job) => (job.payload as { to?: string }).to)).not.toContain("nobody-here@example.com");
  });

  it("refuses a malformed address with a 422 naming email", async () => {
    const res = await t.client().post("/api/auth/request-password-reset", { email: "not-an-address" });
    expect(res.status).toBe(422);
    expect(res.json.details?.[0]?.field).toBe("email");
  });

  it("mails one address at most 5 times a minute, whoever asks, then 429 with Retry-After", async () => {
    const { email } = await t.client().signUp({ password: current });
    for (let i = 0; i < 5; i++) expect((await t.client().post("/api/auth/request-password-reset", { email })).status).toBe(200);
    const limited = await t.client().post("/api/auth/request-password-reset", { email });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
