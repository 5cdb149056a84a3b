import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const password = "correct-horse-battery-9";
const phoneUa = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50";

/** One person signed in on a laptop (the client) and on a phone. */
async function twoDevices() {
  const laptop = t.client();
  const { email, userId } = await laptop.signUp({ password });
  const phone = t.client();
  expect((await phone.post("/api/auth/sign-in/email", { email, password }, { "user-agent": phoneUa })).status).toBe(200);
  return { laptop, phone, email, userId };
}

describe("signed-in devices", () => {
  it("lists the caller's live sessions, this one first and marked, with each device's browser string", async () => {
    const { laptop } = await twoDevices();
    await t.client().signUp();
    const res = await laptop.get("/api/user/sessions");
    expect(res.status).toBe(200);
    const list = res.json.data.sessions as { id: string; current: boolean; userAgent: string | null; signedInAt: string; lastActiveAt: string }[];
    expect(list).toHaveLength(2);
    expect(list.map((s) => s.current)).toEqual([true, false]);
    expect(list[1]!.userAgent).toBe(phoneUa);
    expect(Date.parse(list[1]!.signedInAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("signs out one other device at once, and nobody else's", async () => {
    const { laptop, phone } = await twoDevices();
    const stranger = t.client();
    await stranger.signUp();
    const phoneId = ((await laptop.get("/api/user/sessions")).json.data.sessions as { id: string; current: boolean }[]).find((s) => !s.current)!.id;

    const refused = await stranger.delete(`/api/user/sessions/${phoneId}`);
    expect(refused.status).toBe(404);
    expect((await phone.get("/api/profile")).status).toBe(200);

    expect((await laptop.delete(`/api/user/sessions/${phoneId}`)).status).toBe(200);
    expect((await phone.get("/api/profile")).status).toBe(401);
    expect((await laptop.get("/api/profile")).status).toBe(200);
    expect((await laptop.delete(`/api/user/sessions/${phoneId}`)).status).toBe(404);
    expect((await laptop.delete("/api/user/sessions/not%00an-id")).status).toBe(404);
  });

  it("signs out every other device, keeping this one", async () => {
    const { laptop, phone, email } = await twoDevices();
    const tablet = t.client();
    await tablet.post("/api/auth/sign-in/email", { email, password });
    const res = await laptop.delete("/api/user/sessions");
    expect(res.status).toBe(200);
    expect(res.json.data.revoked).toBe(2);
    expect((await phone.get("/api/profile")).status).toBe(401);
    expect((await tablet.get("/api/profile")).status).toBe(401);
    expect(((await laptop.get("/api/user/sessions")).json.data.sessions as unknown[]).length).toBe(1);
  });

  it("asks a visitor to sign in", async () => {
    expect((await t.client().get("/api/user/sessions")).status).toBe(401);
    expect((await t.client().delete("/api/user/sessions")).status).toBe(401);
  });
});
