import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import { signedIn } from "../test/fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// The session middleware answers the common case itself (one HMAC, one query) and hands everything
// else to better-auth. These pin down that both halves agree with what better-auth would decide.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

function cookieFor(token: string, secret = t.deps.env.authSecret) {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return { cookie: `commons.session_token=${encodeURIComponent(`${token}.${signature}`)}` };
}

async function sessionOf(userId: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return row!;
}

const profileOf = (headers: Record<string, string>) => t.client().get("/api/profile", headers);

describe("session cookie", () => {
  it("resolves the cookie better-auth set, and the same token signed with our secret", async () => {
    const who = await signedIn(t);
    expect((await who.client.get("/api/profile")).json.data.user.id).toBe(who.userId);
    const res = await profileOf(cookieFor((await sessionOf(who.userId)).token));
    expect([res.status, res.json.data.user.id]).toEqual([200, who.userId]);
  });

  it("answers each of many requests at once with its own person (their lookups share one query)", async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => signedIn(t)));
    const cookies = await Promise.all(people.map(async (p) => cookieFor((await sessionOf(p.userId)).token)));
    const stranger = cookieFor("no-such-token-anywhere");
    const answers = await Promise.all([...cookies, stranger, ...cookies].map((headers) => profileOf(headers)));
    const ids = people.map((p) => p.userId);
    expect(answers.map((a) => (a.status === 200 ? a.json.data.user.id : a.status))).toEqual([...ids, 401, ...ids]);
  });

  it("refuses a forged signature, an unknown token and a malformed value", async () => {
    const who = await signedIn(t);
    const { token } = await sessionOf(who.userId);
    expect((await profileOf(cookieFor(token, "another-secret-another-secret-another"))).status).toBe(401);
    expect((await profileOf(cookieFor(crypto.randomUUID()))).status).toBe(401);
    expect((await profileOf({ cookie: `commons.session_token=${token}` })).status).toBe(401);
  });

  it("refuses a signed-out session", async () => {
    const who = await signedIn(t);
    const cookie = cookieFor((await sessionOf(who.userId)).token);
    // Used first, so this process holds it in memory (ADR 0045): sign-out must drop it there too.
    expect((await profileOf(cookie)).status).toBe(200);
    expect((await who.client.post("/api/auth/sign-out")).status).toBe(200);
    expect((await profileOf(cookie)).status).toBe(401);
  });

  it("refuses an expired session, and better-auth removes it", async () => {
    const who = await signedIn(t);
    const { id, token } = await sessionOf(who.userId);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.id, id));
    expect((await profileOf(cookieFor(token))).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
  });

  it("lets better-auth extend a session due for its daily refresh", async () => {
    const who = await signedIn(t);
    const { id, token } = await sessionOf(who.userId);
    await t.db.update(sessions).set({ expiresAt: sql`now() + interval '10 days'` }).where(eq(sessions.id, id));
    expect((await profileOf(cookieFor(token))).status).toBe(200);
    const { expiresAt } = await sessionOf(who.userId);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });
});
