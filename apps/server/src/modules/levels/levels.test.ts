import { LEVEL_GRANT_RATE_LIMIT } from "@commons/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { levelChanges, notifications, users } from "../../db/schema/index.ts";
import { addEventAdmin, insertEvent, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { levelsOf, signedInAdmin } from "./levels-test-kit.ts";
import { setSiteAdmin } from "./site-admin.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const row = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!;
const historyCount = async (userId: string) => Number((await t.db.select({ n: count() }).from(levelChanges).where(eq(levelChanges.userId, userId)))[0]!.n);

describe("POST /api/admin/users/{userId}/levels", () => {
  it("grants a level: the column changes, a history row is written and the person is notified in their language", async () => {
    const admin = await signedInAdmin(t);
    const person = await signedIn(t, "en");
    const res = await admin.client.post(levelsOf(person.userId), { track: "creator", level: "C3", reason: "  Over 100 real users  " });
    expect(res.status).toBe(200);
    expect(res.json.data.tracks[1]).toEqual({ track: "creator", held: "C3", next: "C4", nextRequirement: null });
    expect(res.json.data.history).toEqual([
      expect.objectContaining({ track: "creator", fromLevel: null, toLevel: "C3", reason: "Over 100 real users", changedBy: expect.objectContaining({ id: admin.userId }) }),
    ]);
    expect((await row(person.userId)).creatorLevel).toBe("C3");

    const mine = await person.client.get("/api/notifications");
    expect(mine.json.data.notifications[0]).toMatchObject({
      type: "levelGranted",
      title: "New level: Grower",
      body: "Your Creator level is now “Grower”. Reason: Over 100 real users",
      link: "/levels",
    });
    // The same notice in Chinese, for a reader who switches language.
    const zh = await t.client("zh");
    await zh.post("/api/auth/sign-in/email", { email: person.email, password: "correct-horse-battery-9" });
    expect((await zh.get("/api/notifications")).json.data.notifications[0].title).toBe("你获得了新等级：成长者");
  });

  it("removes a level with null, and a lowered level reads as a change; the history lists newest first", async () => {
    const admin = await signedInAdmin(t);
    const person = await insertUser(t.db, { mentorLevel: "M3", membershipLevel: "MEMBER" });
    expect((await admin.client.post(levelsOf(person.id), { track: "mentor", level: "M1", reason: "降级" })).status).toBe(200);
    const removed = await admin.client.post(levelsOf(person.id), { track: "mentor", level: null, reason: "移除" });
    expect(removed.status).toBe(200);
    expect(removed.json.data.history.map((h: { fromLevel: string; toLevel: string }) => [h.fromLevel, h.toLevel])).toEqual([["M1", null], ["M3", "M1"]]);
    // Removing membership makes the person a visitor again, never an empty column.
    await admin.client.post(levelsOf(person.id), { track: "membership", level: null, reason: "会员到期" });
    const after = await row(person.id);
    expect([after.mentorLevel, after.membershipLevel]).toEqual([null, "VISITOR"]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, person.id));
    expect(notes.map((n) => n.type).sort()).toEqual(["levelLowered", "levelLowered", "levelRemoved"]);
  });

  it("two admins changing one person at once are recorded one after the other, each with the right 'from'", async () => {
    const [a, b] = await Promise.all([signedInAdmin(t), signedInAdmin(t)]);
    const person = await insertUser(t.db);
    const answers = await Promise.all([
      a.client.post(levelsOf(person.id), { track: "creator", level: "C2", reason: "a" }),
      b.client.post(levelsOf(person.id), { track: "creator", level: "C4", reason: "b" }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const history = (await a.client.get(levelsOf(person.id))).json.data.history as { fromLevel: string | null; toLevel: string }[];
    const [last, first] = history;
    expect(first!.fromLevel).toBeNull();
    expect(last!.fromLevel).toBe(first!.toLevel);
    expect((await row(person.id)).creatorLevel).toBe(last!.toLevel);
  });

  it("the level already held is a 409 and writes nothing (a retried grant adds no second row)", async () => {
    const admin = await signedInAdmin(t);
    const person = await insertUser(t.db);
    expect((await admin.client.post(levelsOf(person.id), { track: "contributor", level: "O1", reason: "volunteered" })).status).toBe(200);
    const again = await admin.client.post(levelsOf(person.id), { track: "contributor", level: "O1", reason: "volunteered" });
    expect(again.status).toBe(409);
    expect(await historyCount(person.id)).toBe(1);
  });

  it("refuses a level of another track, naming the level field, and a missing reason, naming the reason", async () => {
    const admin = await signedInAdmin(t, "en");
    const person = await insertUser(t.db);
    const wrong = await admin.client.post(levelsOf(person.id), { track: "creator", level: "M1", reason: "x" });
    expect(wrong.status).toBe(422);
    expect(wrong.json.details).toEqual([{ field: "level", message: "This level does not belong to the chosen track" }]);
    const noReason = await admin.client.post(levelsOf(person.id), { track: "creator", level: "C1", reason: " " });
    expect(noReason.json.details).toEqual([{ field: "reason", message: "Give the reason for the change" }]);
    const sneaky = await admin.client.post(levelsOf(person.id), { track: "creator", level: "C1", reason: "x", siteRole: "ADMIN" });
    expect(sneaky.status).toBe(422);
    expect(await historyCount(person.id)).toBe(0);
    expect((await admin.client.post(levelsOf(crypto.randomUUID()), { track: "creator", level: "C1", reason: "x" })).status).toBe(404);
  });

  it("is for community admins only: signed out 401; a stranger and an organiser 403, whatever the body; nothing changes", async () => {
    const person = await insertUser(t.db, { creatorLevel: "C1" });
    const stranger = await signedIn(t);
    const organiser = await signedIn(t);
    const eventId = await insertEvent(t.db, organiser.userId);
    await addEventAdmin(t.db, eventId, stranger.userId);
    expect((await t.client().post(levelsOf(person.id), { track: "creator", level: "C5", reason: "x" })).status).toBe(401);
    for (const caller of [stranger, organiser]) {
      for (const body of [{ track: "creator", level: "C5", reason: "x" }, { nonsense: true }]) {
        const res = await caller.client.post(levelsOf(person.id), body);
        expect(res.status).toBe(403);
        expect(res.json.message).toBe("只有社区管理员可以调整等级");
      }
      expect((await caller.client.get(levelsOf(person.id))).status).toBe(403);
    }
    expect((await row(person.id)).creatorLevel).toBe("C1");
    expect(await historyCount(person.id)).toBe(0);
  });

  it("the profile API cannot make anyone an admin, and the profile reports the role", async () => {
    const me = await signedIn(t);
    expect((await me.client.post("/api/profile/update", { siteRole: "ADMIN" })).status).toBe(422);
    expect((await me.client.get("/api/profile")).json.data.user.siteRole).toBeNull();
    expect((await me.client.get(levelsOf(me.userId))).status).toBe(403);
    const admin = await signedInAdmin(t);
    expect((await admin.client.get("/api/profile")).json.data.user.siteRole).toBe("ADMIN");
  });

  it("the admin:grant script's setSiteAdmin makes an account an admin by email (any case), and revokes it", async () => {
    const person = await signedIn(t);
    expect(await setSiteAdmin(t.db, `  ${person.email.toUpperCase()} `, true)).toEqual({ id: person.userId, name: expect.any(String) });
    expect((await person.client.get(levelsOf(person.userId))).status).toBe(200);
    await setSiteAdmin(t.db, person.email, false);
    expect((await person.client.get(levelsOf(person.userId))).status).toBe(403);
    expect(await setSiteAdmin(t.db, "nobody@nowhere.example", true)).toBeNull();
  });

  it(`is rate-limited: after ${LEVEL_GRANT_RATE_LIMIT.limit} grants a minute, 429 with Retry-After`, async () => {
    const admin = await signedInAdmin(t);
    const person = await insertUser(t.db);
    for (let i = 0; i < LEVEL_GRANT_RATE_LIMIT.limit; i++) {
      const level = i % 2 === 0 ? "C1" : "C2";
      expect((await admin.client.post(levelsOf(person.id), { track: "creator", level, reason: `#${i}` })).status).toBe(200);
    }
    const limited = await admin.client.post(levelsOf(person.id), { track: "creator", level: "C5", reason: "one too many" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect(await historyCount(person.id)).toBe(LEVEL_GRANT_RATE_LIMIT.limit);
  });
});

describe("GET /api/admin/users/{userId}/levels and GET /api/users/{idOrUsername}/levels", () => {
  it("the admin sees the person with their history; the public sees per track the held level, the next and its requirement", async () => {
    const admin = await signedInAdmin(t, "en");
    const person = await insertUser(t.db, { username: `lv${crypto.randomUUID().slice(0, 6)}`, membershipLevel: "MEMBER", creatorLevel: "C2", contributorLevel: "O5", email: "secret@mail.example" });
    const view = await admin.client.get(levelsOf(person.id));
    expect(view.status).toBe(200);
    expect(view.json.data).toMatchObject({ user: { id: person.id }, siteRole: null, history: [] });
    expect(JSON.stringify(view.json)).not.toContain("secret@mail.example");

    const pub = await t.client("en").get(`/api/users/${person.username}/levels`);
    expect(pub.status).toBe(200);
    expect(pub.json.data).toEqual({
      userId: person.id,
      badges: ["MEMBER", "C2", "O5"],
      tracks: [
        { track: "membership", held: "MEMBER", next: null, nextRequirement: null },
        { track: "creator", held: "C2", next: "C3", nextRequirement: "More than 100 real users, or first revenue" },
        { track: "mentor", held: null, next: "M1", nextRequirement: "1 internal talk, or 2 articles" },
        { track: "contributor", held: "O5", next: null, nextRequirement: null },
      ],
    });
    expect(JSON.stringify(pub.json)).not.toContain("secret@mail.example");
    expect((await t.client().get("/api/users/nobody-here/levels")).status).toBe(404);
  });
});
