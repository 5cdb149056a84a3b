import { translate } from "@commons/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challengeCheckIns, notifications } from "../../db/schema/index.ts";
import { addEventAdmin, insertRegistration, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertCheckIn, insertParticipant, visibilityWorld } from "./challenge-feed-test-kit.ts";

// docs/product/challenges.md#likes-and-comments and #visibility: likes toggle, comments list oldest first and
// notify the author, and a check-in the caller may not see is 404 on every route.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const likeUrl = (id: string) => `/api/building-public/check-ins/${id}/like`;
const commentsUrl = (id: string) => `/api/building-public/check-ins/${id}/comments`;
const counts = async (id: string) =>
  (await t.db.select({ likeCount: challengeCheckIns.likeCount, commentCount: challengeCheckIns.commentCount }).from(challengeCheckIns).where(eq(challengeCheckIns.id, id)))[0];

describe("likes", () => {
  it("toggles on and off, moves the count, and shows isLiked in the caller's feed", async () => {
    const w = await visibilityWorld(t.db);
    const fan = await signedIn(t);
    const on = await fan.client.post(likeUrl(w.publicCheckIn));
    expect(on.status).toBe(200);
    expect(on.json.data).toEqual({ liked: true, likeCount: 1 });
    const card = (await fan.client.get(`/api/events/${w.eventId}/building-public/check-ins`)).json.data.checkIns[0];
    expect(card).toMatchObject({ id: w.publicCheckIn, isLiked: true, likeCount: 1 });
    const off = await fan.client.post(likeUrl(w.publicCheckIn));
    expect(off.json.data).toEqual({ liked: false, likeCount: 0 });
    expect(await counts(w.publicCheckIn)).toEqual({ likeCount: 0, commentCount: 0 });
  });

  it("signed out is 401 'please log in'; a check-in the caller may not see is 404", async () => {
    const w = await visibilityWorld(t.db);
    const out = await t.client("en").post(likeUrl(w.publicCheckIn));
    expect(out.status).toBe(401);
    expect(out.json.message).toBe(translate("en", "challenges.signInRequired"));
    const outsider = await signedIn(t);
    for (const id of [w.privateCheckIn, w.restrictedCheckIn, "not-an-id", crypto.randomUUID()]) {
      expect((await outsider.client.post(likeUrl(id))).status).toBe(404);
    }
    const registrant = await signedIn(t);
    await insertRegistration(t.db, w.eventId, registrant.userId, "PENDING");
    expect((await registrant.client.post(likeUrl(w.restrictedCheckIn))).json.data).toEqual({ liked: true, likeCount: 1 });
  });
});

describe("comments", () => {
  it("creates with trimmed content, moves the count, lists oldest first with public fields only", async () => {
    const w = await visibilityWorld(t.db);
    const first = await signedIn(t, "zh", { name: "第一位" });
    const second = await signedIn(t, "en", { name: "Second" });
    const a = await first.client.post(commentsUrl(w.publicCheckIn), { content: "  加油！  " });
    expect(a.status).toBe(201);
    expect(a.json.message).toBe(translate("zh", "challenges.commentAdded"));
    expect(a.json.data).toMatchObject({ checkInId: w.publicCheckIn, content: "加油！", user: { id: first.userId, name: "第一位" } });
    await second.client.post(commentsUrl(w.publicCheckIn), { content: "Nice work" });
    const list = await t.client().get(commentsUrl(w.publicCheckIn));
    expect(list.status).toBe(200);
    expect(list.json.data.map((c: { content: string }) => c.content)).toEqual(["加油！", "Nice work"]);
    expect(Object.keys(list.json.data[0].user).sort()).toEqual(["id", "image", "name", "username"]);
    expect(JSON.stringify(list.json)).not.toMatch(/@/);
    expect((await counts(w.publicCheckIn))!.commentCount).toBe(2);
    // A bad page is named, never read as page 1.
    const bad = await t.client().get(`${commentsUrl(w.publicCheckIn)}?page=abc`);
    expect(bad.status).toBe(422);
    expect(bad.json.details.map((d: { field: string }) => d.field)).toEqual(["page"]);
  });

  it("refuses blank content (422 naming the field) and a signed-out writer (401) without a change", async () => {
    const w = await visibilityWorld(t.db);
    const me = await signedIn(t, "en");
    const blank = await me.client.post(commentsUrl(w.publicCheckIn), { content: "   " });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.json)).toContain(translate("en", "challenges.commentRequired"));
    const out = await t.client().post(commentsUrl(w.publicCheckIn), { content: "hi" });
    expect(out.status).toBe(401);
    expect(out.json.message).toBe(translate("zh", "challenges.signInRequired"));
    expect((await counts(w.publicCheckIn))!.commentCount).toBe(0);
  });

  it("notifies the author of someone else's comment, in the same transaction, and not of their own", async () => {
    const organizer = await signedIn(t);
    const w = await visibilityWorld(t.db);
    const author = await signedIn(t);
    const mine = await insertParticipant(t.db, w.eventId, { userId: author.userId });
    const checkIn = await insertCheckIn(t.db, w.eventId, mine);
    const commenter = await signedIn(t, "zh", { name: "评论者" });
    await author.client.post(commentsUrl(checkIn), { content: "自己的评论" });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, author.userId))).toEqual([]);
    await commenter.client.post(commentsUrl(checkIn), { content: "写得真好，明天继续！" });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, author.userId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "challengeComment", params: { name: "评论者", comment: "写得真好，明天继续！" }, link: `/events/${w.eventId}?user=${author.userId}` });
    const listed = await author.client.get("/api/notifications");
    expect(JSON.stringify(listed.json)).toContain(translate("zh", "notification.challengeComment.title", { name: "评论者" }));
    expect(organizer.userId).not.toBe(author.userId);
  });

  it("comments of a check-in the caller may not see are 404 to read and to write, for every role that may not see it", async () => {
    const w = await visibilityWorld(t.db);
    const outsider = await signedIn(t);
    for (const id of [w.privateCheckIn, w.restrictedCheckIn]) {
      expect((await t.client().get(commentsUrl(id))).status).toBe(404);
      expect((await outsider.client.get(commentsUrl(id))).status).toBe(404);
      expect((await outsider.client.post(commentsUrl(id), { content: "看不到" })).status).toBe(404);
    }
    const registrant = await signedIn(t);
    await insertRegistration(t.db, w.eventId, registrant.userId, "WAITLISTED");
    const admin = await signedIn(t);
    await addEventAdmin(t.db, w.eventId, admin.userId);
    for (const reader of [registrant, admin]) {
      expect((await reader.client.get(commentsUrl(w.restrictedCheckIn))).status).toBe(200);
      expect((await reader.client.get(commentsUrl(w.privateCheckIn))).status).toBe(200);
    }
  });
});
