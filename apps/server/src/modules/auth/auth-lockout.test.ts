import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { FAILURE_DELAY_STEP_MS, SIGN_IN_LIMITS } from "./sign-in-throttle.ts";

let t: TestApp;
beforeAll(async () => {
  // TRUSTED_PROXY (set by createTestApp): each client is its own address through X-Forwarded-For.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const password = "plum-orbit-lantern-42";
const signIn = (client: ReturnType<TestApp["client"]>, email: string, pass: string, headers?: Record<string, string>) =>
  client.request("POST", "/api/auth/sign-in/email", { email, password: pass }, headers);

// Issue 26 item 2: five wrong passwords a minute from any address locked the owner out everywhere.
describe("sign-in lockout", () => {
  it("an attacker address fails 50 times, and the owner signs in at once from another address", async () => {
    const { email } = await t.client().signUp({ password });
    const attacker = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await signIn(attacker, email, `wrong-guess-${i}-xyz`)).status);
    expect(statuses.slice(0, SIGN_IN_LIMITS.addressAndAccount.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN_LIMITS.addressAndAccount.limit).every((s) => s === 429)).toBe(true);
    // The attacker's own address stays refused, even with the right password.
    expect((await signIn(attacker, email, password)).status).toBe(429);

    // At once: the first try, no waiting out a window (password hashing's own time is the machine's).
    const owner = t.client();
    const res = await signIn(owner, email, password);
    expect(res.status).toBe(200);
    expect((await owner.get("/api/auth/get-session")).json.user.email).toBe(email);
  });

  it("a device that signed in before gets in from the attacker's own address", async () => {
    const device = t.client();
    const { email } = await device.signUp({ password });
    await device.post("/api/auth/sign-out", {});
    const attacker = t.client();
    for (let i = 0; i < 30; i++) await signIn(attacker, email, `wrong-guess-${i}-xyz`);
    // Same address as the attacker (a shared wifi): refused without the device cookie, let in with it.
    const stranger = t.client();
    expect((await signIn(stranger, email, password, { "x-forwarded-for": attacker.ip })).status).toBe(429);
    expect((await signIn(device, email, password, { "x-forwarded-for": attacker.ip })).status).toBe(200);
    // The cookie is bound to its account: it does not open another one's limits.
    const other = await t.client().signUp({ password });
    for (let i = 0; i < 30; i++) await signIn(attacker, other.email, `wrong-guess-${i}-xyz`);
    expect((await signIn(device, other.email, password, { "x-forwarded-for": attacker.ip })).status).toBe(429);
  });

  it("failures from many addresses slow the wrong answers down, never the owner's right one", async () => {
    const { email } = await t.client().signUp({ password });
    const budget = SIGN_IN_LIMITS.accountFailures.limit;
    for (let i = 0; i < budget; i++) expect((await signIn(t.client(), email, `wrong-guess-${i}-xyz`)).status).toBe(401);
    const started = Date.now();
    expect((await signIn(t.client(), email, "wrong-guess-late-xyz")).status).toBe(401);
    expect((await signIn(t.client(), email, "wrong-guess-later-xyz")).status).toBe(401);
    // The first over budget waits one step, the next two: three steps in all.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * FAILURE_DELAY_STEP_MS);
    expect((await signIn(t.client(), email, password)).status).toBe(200);
  });
});
