import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SESSION_ABSOLUTE_LIFETIME_S, SESSION_MAX_AGE_S } from "./auth.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function sessionOf(userId: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  if (!row) throw new Error("no session");
  return row;
}

/** Makes the session look `ageMs` old and due for its daily refresh. */
async function age(userId: string, ageMs: number) {
  await t.db
    .update(sessions)
    .set({ createdAt: ago(ageMs), expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000 - 2 * DAY_MS) })
    .where(eq(sessions.userId, userId));
}

describe("session lifetime", () => {
  it("slides an active session's expiry forward by the idle timeout", async () => {
    const { client, userId } = await signedIn(t);
    await age(userId, 10 * DAY_MS);
    expect((await client.get("/api/profile")).status).toBe(200);
    const { expiresAt } = await sessionOf(userId);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_MAX_AGE_S * 1000 - 60_000);
  });

  it("never slides past the absolute lifetime, and ends the session once it is reached", async () => {
    const { client, userId } = await signedIn(t);
    await age(userId, SESSION_ABSOLUTE_LIFETIME_S * 1000 - 5 * DAY_MS);
    expect((await client.get("/api/profile")).status).toBe(200);
    const { createdAt, expiresAt } = await sessionOf(userId);
    expect(expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_S * 1000);

    await t.db.update(sessions).set({ expiresAt: ago(1000) }).where(eq(sessions.userId, userId));
    expect((await client.get("/api/profile")).status).toBe(401);
    expect((await client.get("/api/auth/get-session")).json).toBeNull();
  });

  it("signs out other sessions when a password change asks for it", async () => {
    const password = "correct-horse-battery-9";
    const { client, email } = await signedIn(t, "en");
    const other = t.client("en");
    expect((await other.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    expect((await other.get("/api/profile")).status).toBe(200);

    const changed = await client.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "amber-violin-meadow-58",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await other.get("/api/profile")).status).toBe(401);
    expect((await client.get("/api/profile")).status).toBe(200);
  });
});
