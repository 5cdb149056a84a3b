import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { buildDeps } from "../../build-deps.ts";
import { sessions } from "../../db/schema/index.ts";
import { createLogger } from "../../lib/logger.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../test/test-app.ts";

// A signed-in request's session is answered from memory for a few seconds (ADR 0045). These show what
// that costs and what keeps it safe: a row deleted behind the process's back is still honoured until the
// process forgets it, and every way of ending or changing a session makes it forget, here and, through
// Redis, in another process.
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REDIS_URL });
});
afterAll(async () => {
  await t.close();
});

async function tokenOf(userId: string) {
  const [row] = await t.db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId));
  return row!.token;
}

/** The session cookie better-auth sets for `token`, as a browser would send it. */
function cookieOf(token: string) {
  const signature = createHmac("sha256", t.deps.env.authSecret).update(token).digest("base64");
  return { cookie: `commons.session_token=${encodeURIComponent(`${token}.${signature}`)}`, origin: TEST_ORIGIN };
}

const deleteSessionRows = (userId: string) => t.db.delete(sessions).where(eq(sessions.userId, userId));

describe("sessions answered from memory", () => {
  it("honours a warm session whose row went behind its back, until the process forgets it", async () => {
    const client = t.client();
    const { userId } = await client.signUp();
    expect((await client.get("/api/profile")).status).toBe(200);
    await deleteSessionRows(userId);
    expect((await client.get("/api/profile")).status).toBe(200);
    t.deps.sessionCache.clear();
    expect((await client.get("/api/profile")).status).toBe(401);
  });

  it("forgets a person's sessions when their profile changes, so the next request reads the database", async () => {
    const client = t.client();
    const { userId } = await client.signUp();
    expect((await client.get("/api/profile")).status).toBe(200);
    await deleteSessionRows(userId);
    // Answered from memory, and the update drops what memory held about this person.
    expect((await client.post("/api/profile/update", { name: "新名字" })).status).toBe(200);
    expect((await client.get("/api/profile")).status).toBe(401);
  });

  it("ends a warm session at once on sign-out, in this process and in another one sharing Redis", async () => {
    const other = buildDeps({ ...t.deps.env, REDIS_URL }, t.deps.database, createLogger("silent"));
    try {
      await Promise.all([t.deps.sessionCache.shared, other.sessionCache.shared]);
      const otherApp = createApp(other);
      const client = t.client();
      const { userId } = await client.signUp();
      const cookie = cookieOf(await tokenOf(userId));
      const profileThere = async () => (await otherApp.request("/api/profile", { headers: cookie })).status;

      expect((await client.get("/api/profile")).status).toBe(200);
      expect(await profileThere()).toBe(200);
      expect(other.sessionCache.size).toBeGreaterThan(0);

      expect((await client.post("/api/auth/sign-out")).status).toBe(200);
      expect((await t.app.request("/api/profile", { headers: cookie })).status).toBe(401);
      await expect.poll(profileThere, { timeout: 3_000, interval: 20 }).toBe(401);
    } finally {
      await other.close();
    }
  });
});
