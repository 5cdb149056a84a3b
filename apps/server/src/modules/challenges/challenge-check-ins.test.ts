import { challengeCheckInInputSchema, challengeSetupInputSchema, type MessageKey, translate } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challengeCheckIns, challengeParticipants, notifications } from "../../db/schema/index.ts";
import { insertRegistration, insertUser, signedIn } from "../../test/fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";
import { makeImage } from "../uploads/test-images.ts";
import { createUploadsTestApp, directUpload } from "../uploads/upload-test-helpers.ts";
import { checkIn, deleteCheckIn } from "./challenge-check-ins.service.ts";
import { CONTENT, insertChallenge, joinAndSetUp, PLAN } from "./challenge-check-ins-test-kit.ts";
import { saveSetup } from "./challenge-setup.service.ts";

// docs/product/challenges.md#check-ins and #days, with the real app and database. The clock is injected
// into the services where the day number matters.

const DAY = 86_400_000;
const zh = (key: MessageKey) => translate("zh", key);
let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
let organizerId: string;

beforeAll(async () => {
  t = await createUploadsTestApp();
  organizerId = (await insertUser(t.db)).id;
});
afterAll(() => t.close());

const post = (id: string) => `/api/events/${id}/building-public/check-in`;
const one = (checkInId: string) => `/api/building-public/check-ins/${checkInId}`;
const rowsOf = (userId: string) => t.db.select().from(challengeCheckIns).where(eq(challengeCheckIns.userId, userId));
const progressOf = async (userId: string) => (await t.db.select().from(challengeParticipants).where(eq(challengeParticipants.userId, userId)))[0]!;
async function upload(client: TestClient): Promise<string> {
  const res = await directUpload(t, client, { bytes: await makeImage("png"), type: "image/png", name: "shot.png" });
  expect(res.status).toBe(201);
  return res.json.data.fileUrl as string;
}

describe("POST …/building-public/check-in", () => {
  it("checks in for today (day from the server), with own images; a second one today edits it and never counts twice", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const me = await signedIn(t);
    await joinAndSetUp(t.db, id, me);
    const [a, b] = [await upload(me.client), await upload(me.client)];
    const first = await me.client.post(post(id), { title: "第三天", content: CONTENT, imageUrls: [a, b, a], demoUrl: "https://example.com/demo", day: 1 });
    expect(first.status).toBe(422); // `day` is not the client's to send: the input is strict.
    const res = await me.client.post(post(id), { title: "第三天", content: CONTENT, imageUrls: [a, b, a], demoUrl: "https://example.com/demo" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(zh("challenges.checkedIn"));
    expect(res.json.data).toMatchObject({ edited: false, checkIn: { day: 3, title: "第三天", imageUrls: [a, b], isPublic: true }, participation: { checkInCount: 1, today: 3 } });
    expect(res.json.data.participation.todayCheckInId).toBe(res.json.data.checkIn.id);
    const again = await me.client.post(post(id), { content: `${CONTENT}（补充）`, imageUrls: [b], isPublic: false });
    expect(again.json.message).toBe(zh("challenges.checkInUpdated"));
    expect(again.json.data).toMatchObject({ edited: true, checkIn: { id: res.json.data.checkIn.id, day: 3, imageUrls: [b], isPublic: false }, participation: { checkInCount: 1 } });
    const rows = await rowsOf(me.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ visibleToPublic: false, content: `${CONTENT}（补充）` });
    expect((await progressOf(me.userId)).checkInCount).toBe(1);
  });

  it("refuses each bad input on its field with the specification's message, and saves nothing", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const [me, other] = await Promise.all([signedIn(t), signedIn(t)]);
    await joinAndSetUp(t.db, id, me);
    const theirs = await upload(other.client);
    // A name of the caller's own that no file stands behind.
    const gone = (await upload(me.client)).replace(/[a-z0-9]{32}(?=\.png$)/, "0".repeat(32));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ content: "进展" }, "content", zh("challenges.contentTooShort")],
      [{ content: CONTENT, imageUrls: Array(10).fill(theirs) }, "imageUrls", zh("challenges.tooManyImages")],
      [{ content: CONTENT, demoUrl: "javascript:alert(1)" }, "demoUrl", zh("challenges.urlInvalid")],
      [{ content: CONTENT, imageUrls: [theirs] }, "imageUrls.0", zh("challenges.imageNotYours")],
      [{ content: CONTENT, imageUrls: [gone] }, "imageUrls.0", zh("challenges.imageMissing")],
    ];
    for (const [body, field, message] of cases) {
      const res = await me.client.post(post(id), body);
      expect(res.status, field).toBe(422);
      expect(res.json.details).toContainEqual({ field, message });
    }
    expect(await rowsOf(me.userId)).toHaveLength(0);
  });

  it("needs a live registration, a setup, and a running challenge; signed out is 401", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const body = { content: CONTENT };
    const none = await signedIn(t);
    expect(await none.client.post(post(id), body).then((r) => [r.status, r.json.message])).toEqual([403, zh("challenges.registrationRequired")]);
    const rejected = await signedIn(t);
    await insertRegistration(t.db, id, rejected.userId, "REJECTED");
    expect(await rejected.client.post(post(id), body).then((r) => [r.status, r.json.message])).toEqual([403, zh("challenges.registrationUnavailable")]);
    const notSetUp = await signedIn(t);
    await insertRegistration(t.db, id, notSetUp.userId, "APPROVED");
    expect(await notSetUp.client.post(post(id), body).then((r) => [r.status, r.json.message])).toEqual([409, zh("challenges.setupRequired")]);
    expect((await t.client().post(post(id), body)).status).toBe(401);

    const later = await insertChallenge(t.db, organizerId, { startTime: new Date(Date.now() + 2 * DAY) });
    const early = await signedIn(t);
    await joinAndSetUp(t.db, later, early);
    expect(await early.client.post(post(later), body).then((r) => [r.status, r.json.message])).toEqual([409, zh("challenges.notStarted")]);
    const { event } = { event: await insertChallenge(t.db, organizerId) };
    const late = await signedIn(t);
    await joinAndSetUp(t.db, event, late);
    const afterEnd = new Date(Date.now() + 30 * DAY);
    await expect(checkIn(t.deps, late.userId, event, challengeCheckInInputSchema.parse(body), afterEnd)).rejects.toMatchObject({ status: 409, key: "challenges.ended" });
    expect(await rowsOf(late.userId)).toHaveLength(0);
  });
});

describe("the day number around midnight in the event's zone (injected clock)", () => {
  it("23:59 and 00:01 in Shanghai are days 1 and 2, though both are the same UTC date; the same day twice is one row", async () => {
    const start = new Date("2026-03-01T10:00:00+08:00");
    const id = await insertChallenge(t.db, organizerId, { startTime: start, endTime: new Date(start.getTime() + 21 * DAY), timezone: "Asia/Shanghai" });
    const me = await signedIn(t);
    await insertRegistration(t.db, id, me.userId, "APPROVED");
    await saveSetup(t.db, me.userId, id, challengeSetupInputSchema.parse({ newProject: { title: "名字", subtitle: "介绍" }, plan21Days: PLAN }), start);
    const input = challengeCheckInInputSchema.parse({ content: CONTENT });
    const lateOnDay1 = await checkIn(t.deps, me.userId, id, input, new Date("2026-03-01T23:59:00+08:00"));
    expect(lateOnDay1.checkIn.day).toBe(1);
    const earlyOnDay2 = await checkIn(t.deps, me.userId, id, input, new Date("2026-03-02T00:01:00+08:00"));
    expect([earlyOnDay2.checkIn.day, earlyOnDay2.edited, earlyOnDay2.participation.checkInCount, earlyOnDay2.participation.today]).toEqual([2, false, 2, 2]);
    const laterOnDay2 = await checkIn(t.deps, me.userId, id, input, new Date("2026-03-02T15:59:00Z"));
    expect([laterOnDay2.checkIn.id, laterOnDay2.edited, laterOnDay2.participation.checkInCount]).toEqual([earlyOnDay2.checkIn.id, true, 2]);
  });

  it("in New York, 22:00 local is still the start's day though UTC has moved on", async () => {
    const start = new Date("2026-03-01T09:00:00-05:00");
    const id = await insertChallenge(t.db, organizerId, { startTime: start, endTime: new Date(start.getTime() + 21 * DAY), timezone: "America/New_York" });
    const me = await signedIn(t);
    await insertRegistration(t.db, id, me.userId, "APPROVED");
    await saveSetup(t.db, me.userId, id, challengeSetupInputSchema.parse({ newProject: { title: "名字", subtitle: "介绍" }, plan21Days: PLAN }), start);
    const res = await checkIn(t.deps, me.userId, id, challengeCheckInInputSchema.parse({ content: CONTENT }), new Date("2026-03-02T03:00:00Z"));
    expect(res.checkIn.day).toBe(1);
  });
});

describe("completion", () => {
  it("flips on at the required count in the same write (notified once), off when a delete goes below, and back on", async () => {
    const start = new Date("2026-03-01T10:00:00+08:00");
    const id = await insertChallenge(t.db, organizerId, { startTime: start, endTime: new Date(start.getTime() + 21 * DAY), config: { requiredCheckIns: 2 } });
    const me = await signedIn(t);
    await insertRegistration(t.db, id, me.userId, "APPROVED");
    await saveSetup(t.db, me.userId, id, challengeSetupInputSchema.parse({ newProject: { title: "名字", subtitle: "介绍" }, plan21Days: PLAN }), start);
    const input = challengeCheckInInputSchema.parse({ content: CONTENT });
    const at = (day: number) => new Date(start.getTime() + (day - 1) * DAY);
    const d1 = await checkIn(t.deps, me.userId, id, input, at(1));
    expect(d1.participation).toMatchObject({ checkInCount: 1, isCompleted: false, completedAt: null });
    const d2 = await checkIn(t.deps, me.userId, id, input, at(2));
    expect(d2.participation).toMatchObject({ checkInCount: 2, isCompleted: true, completedAt: at(2).toISOString(), requiredCheckIns: 2 });
    expect(await progressOf(me.userId)).toMatchObject({ checkInCount: 2, isCompleted: true, lastCheckInAt: at(2) });
    const told = () => t.db.select().from(notifications).where(and(eq(notifications.userId, me.userId), eq(notifications.type, "challengeCompleted")));
    expect(await told()).toHaveLength(1);
    expect((await told())[0]).toMatchObject({ link: `/events/${id}`, params: { event: "21天公开构建挑战", count: 2 } });

    const undone = await deleteCheckIn(t.deps, me.userId, d1.checkIn.id, at(3));
    expect(undone).toMatchObject({ checkInCount: 1, isCompleted: false, completedAt: null });
    expect(await progressOf(me.userId)).toMatchObject({ checkInCount: 1, isCompleted: false, completedAt: null });
    const d3 = await checkIn(t.deps, me.userId, id, input, at(3));
    expect(d3.participation).toMatchObject({ checkInCount: 2, isCompleted: true, completedAt: at(3).toISOString() });
    expect(await told()).toHaveLength(1);
  });
});

describe("PUT/DELETE /api/building-public/check-ins/{id}: authors only", () => {
  it("the author edits (day and count stay) and deletes; someone else gets 403, an unknown id 404, and nothing changes", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const [me, other] = await Promise.all([signedIn(t), signedIn(t, "en")]);
    await joinAndSetUp(t.db, id, me);
    await joinAndSetUp(t.db, id, other);
    const checkInId = (await me.client.post(post(id), { content: CONTENT })).json.data.checkIn.id as string;
    const put = await other.client.request("PUT", one(checkInId), { content: `${CONTENT}！` });
    expect([put.status, put.json.message]).toEqual([403, translate("en", "challenges.notYourCheckIn")]);
    expect((await other.client.delete(one(checkInId))).status).toBe(403);
    for (const unknown of [crypto.randomUUID(), "nope"]) {
      const res = await me.client.request("PUT", one(unknown), { content: CONTENT });
      expect([res.status, res.json.message]).toEqual([404, zh("challenges.checkInNotFound")]);
      expect((await me.client.delete(one(unknown))).status).toBe(404);
    }
    expect((await t.client().delete(one(checkInId))).status).toBe(401);
    expect((await rowsOf(me.userId))[0]!.content).toBe(CONTENT);

    const edited = await me.client.request("PUT", one(checkInId), { title: "改", content: `${CONTENT}！`, nextPlan: "明天写文档", isPublic: false });
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ edited: true, checkIn: { id: checkInId, day: 3, title: "改", nextPlan: "明天写文档", isPublic: false }, participation: { checkInCount: 1 } });
    expect((await me.client.request("PUT", one(checkInId), { content: "短" })).status).toBe(422);
    const deleted = await me.client.delete(one(checkInId));
    expect([deleted.status, deleted.json.message]).toEqual([200, zh("challenges.checkInDeleted")]);
    expect(deleted.json.data).toMatchObject({ checkInCount: 0, todayCheckInId: null });
    expect(await rowsOf(me.userId)).toHaveLength(0);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past CHALLENGE_WRITE_RATE_LIMIT writes a minute", async () => {
    const id = await insertChallenge(t.db, organizerId);
    const me = await signedIn(t);
    await joinAndSetUp(t.db, id, me);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await me.client.post(post(id), { content: CONTENT })).status);
    // The setup was the first write of the minute.
    expect(statuses.filter((s) => s === 200)).toHaveLength(29);
    const limited = await me.client.post(post(id), { content: CONTENT });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect(await rowsOf(me.userId)).toHaveLength(1);
  });
});
