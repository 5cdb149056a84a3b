import { EVENT_PHOTOS_LIST_LIMIT, EVENT_PHOTOS_PER_UPLOADER, PHOTO_WRITE_RATE_LIMIT } from "@commons/domain";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventPhotos } from "../../db/schema/index.ts";
import { insertEvent, insertRegistration, signedIn } from "../../test/fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";
import { createUploadsTestApp } from "../uploads/upload-test-helpers.ts";
import { insertPhotos, unstoredUrl, uploadPhoto } from "./photos-test-kit.ts";

type Person = { client: TestClient; userId: string };

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
let host: Person;
let me: Person;
let you: Person;
let eventId: string;

beforeAll(async () => {
  t = await createUploadsTestApp();
  [host, me, you] = (await Promise.all([signedIn(t), signedIn(t), signedIn(t)])) as [Person, Person, Person];
  eventId = await insertEvent(t.db, host.userId);
  await insertRegistration(t.db, eventId, me.userId, "APPROVED");
  await insertRegistration(t.db, eventId, you.userId, "APPROVED");
});
afterAll(() => t.close());

const path = () => `/api/events/${eventId}/photos`;
const rowsOf = async (userId: string) =>
  Number(
    (await t.db.select({ n: count() }).from(eventPhotos).where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.uploaderId, userId))))[0]?.n,
  );

describe("imageUrl must be the caller's own stored file", () => {
  it("refuses other sites, our other URLs and anything that is not a storage key, with a specific 400", async () => {
    const own = await uploadPhoto(t, me.client);
    for (const imageUrl of [
      "https://evil.example.com/files/event-photos/x/0123456789abcdef0123456789abcdef.png",
      "http://169.254.169.254/latest/meta-data/",
      "//evil.example.com/a.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "javascript:alert(1)",
      "/api/profile",
      "/files/../../etc/passwd",
      `${own}?v=2`,
      `${own}#x`,
      "not a url at all",
    ]) {
      const res = await me.client.post(path(), { imageUrl });
      expect(res.status, imageUrl).toBe(400);
      expect(res.json, imageUrl).toMatchObject({ code: "BAD_REQUEST", error: "只能添加在本站上传的图片" });
      expect(res.json.details, imageUrl).toEqual([{ field: "imageUrl", message: "只能添加在本站上传的图片" }]);
    }
    expect(await rowsOf(me.userId)).toBe(0);
  });

  it("refuses a file under someone else's prefix, even a real one", async () => {
    const yours = await uploadPhoto(t, you.client);
    me.client.locale = "en";
    const res = await me.client.post(path(), { imageUrl: yours });
    me.client.locale = "zh";
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("You can only add images you uploaded yourself");
    expect((await me.client.post(path(), { imageUrl: unstoredUrl(you.userId) })).json.error).toBe("只能添加你自己上传的图片");
  });

  it("refuses a well-formed key of the caller's that holds no file", async () => {
    const res = await me.client.post(path(), { imageUrl: unstoredUrl(me.userId) });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("图片不存在，请重新上传");
  });
});

describe("bad input", () => {
  it("gets a 4xx naming the problem, never a 5xx, and stores nothing", async () => {
    const bodies: unknown[] = [
      {},
      { imageUrl: 5 },
      { imageUrl: "" },
      { imageUrl: "   " },
      { imageUrl: null },
      { imageUrl: ["/files/a"] },
      { imageUrl: "x".repeat(5000) },
      { imageUrl: "/files/a", extra: true },
      [],
      "null",
      "{",
      "\u0000",
    ];
    for (const body of bodies) {
      const res = await me.client.post(path(), body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json.success, JSON.stringify(body)).toBe(false);
    }
    const wrongType = await me.client.post(path(), { imageUrl: 5 });
    expect(wrongType.status).toBe(422);
    expect(wrongType.json.details[0].field).toBe("imageUrl");
    for (const odd of ["%00", "a".repeat(300), "'%20or%201=1--", "%E0%A4%A"]) {
      for (const res of [await me.client.get(`/api/events/${odd}/photos`), await me.client.delete(`${path()}/${odd}`)]) {
        expect(res.status, odd).toBeGreaterThanOrEqual(400);
        expect(res.status, odd).toBeLessThan(500);
      }
    }
    expect(await rowsOf(me.userId)).toBe(0);
  });
});

describe("the per-person limit", () => {
  it(`stops at ${EVENT_PHOTOS_PER_UPLOADER} photos per person per event, with a clear 400`, async () => {
    const person = (await signedIn(t)) as Person;
    await insertRegistration(t.db, eventId, person.userId, "APPROVED");
    await insertPhotos(t.db, eventId, person.userId, EVENT_PHOTOS_PER_UPLOADER - 1);
    expect((await person.client.get(path())).json.data.remaining).toBe(1);

    const last = await person.client.post(path(), { imageUrl: await uploadPhoto(t, person.client) });
    expect(last.status).toBe(201);
    expect(last.json.data.remaining).toBe(0);
    const over = await person.client.post(path(), { imageUrl: await uploadPhoto(t, person.client) });
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ code: "BAD_REQUEST", error: "每人在一个活动中最多上传 20 张照片" });
    expect((await person.client.get(path())).json.data).toMatchObject({ canUpload: true, remaining: 0 });
    // A retry of a photo already added is still answered: it adds nothing.
    expect((await person.client.post(path(), { imageUrl: last.json.data.photo.imageUrl })).status).toBe(200);
    // Others are not affected by one person's limit.
    expect((await you.client.get(path())).json.data.remaining).toBe(20);
    expect(await rowsOf(person.userId)).toBe(EVENT_PHOTOS_PER_UPLOADER);
  });

  it("holds under parallel requests: the last places go to exactly as many photos as remain", async () => {
    const person = (await signedIn(t)) as Person;
    await insertRegistration(t.db, eventId, person.userId, "APPROVED");
    await insertPhotos(t.db, eventId, person.userId, EVENT_PHOTOS_PER_UPLOADER - 2);
    const urls = await Promise.all(Array.from({ length: 4 }, () => uploadPhoto(t, person.client)));
    const results = await Promise.all(urls.map((imageUrl) => person.client.post(path(), { imageUrl })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 400, 400]);
    expect(await rowsOf(person.userId)).toBe(EVENT_PHOTOS_PER_UPLOADER);
  });

  it("keeps one row when the same photo is sent several times at once", async () => {
    const url = await uploadPhoto(t, you.client);
    const results = await Promise.all(Array.from({ length: 5 }, () => you.client.post(path(), { imageUrl: url })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json.data.photo.id)).size).toBe(1);
  });
});

describe("a large album", () => {
  it(`answers the newest ${EVENT_PHOTOS_LIST_LIMIT} and the true total`, async () => {
    const big = await insertEvent(t.db, host.userId, { title: "大相册" });
    const people = await Promise.all(Array.from({ length: 11 }, () => signedIn(t)));
    for (const person of people) await insertPhotos(t.db, big, person.userId, 19);
    const res = await t.client().get(`/api/events/${big}/photos`);
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(11 * 19);
    expect(res.json.data.photos).toHaveLength(EVENT_PHOTOS_LIST_LIMIT);
    const times = res.json.data.photos.map((p: { createdAt: string }) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After once a person's writes exceed the budget", async () => {
    const person = (await signedIn(t)) as Person;
    let last = { status: 0, headers: new Headers() };
    for (let i = 0; i <= PHOTO_WRITE_RATE_LIMIT.limit; i += 1) last = await person.client.post(path(), { imageUrl: "https://x.example/a.png" });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
