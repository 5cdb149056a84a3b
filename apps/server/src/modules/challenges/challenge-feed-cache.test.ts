import type { ChallengeFeedPage } from "@commons/domain";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challengeCheckInLikes, challengeCheckIns } from "../../db/schema/index.ts";
import { SharedReadCache } from "../../lib/shared-read-cache.ts";
import { insertRegistration, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { renderJson } from "../events/rendered-json.ts";
import { type SharedFeedPage, sharePage } from "./challenge-feed-cache.ts";
import type { ChallengeContext } from "./challenge-access.ts";
import { listFeed } from "./challenge-feed.service.ts";
import { CONTENT, insertChallenge, joinAndSetUp } from "./challenge-check-ins-test-kit.ts";
import { insertCheckIn, insertParticipant, visibilityWorld } from "./challenge-feed-test-kit.ts";

// docs/product/challenges.md#feed (ADR 0035): an audience's page is shared for a moment. Writes through the app
// show on the next read by anyone, one audience's page never reaches the other, and `isLiked` is the reader's.

let t: TestApp;
beforeAll(async () => {
  // Outside tests the shared pages are on; this suite runs the app as development does.
  t = await createTestApp({ RATE_LIMIT: "off", NODE_ENV: "development" });
});
afterAll(() => t.close());

const feedUrl = (eventId: string, query = "") => `/api/events/${eventId}/building-public/check-ins${query}`;
type Card = { id: string; title: string; isLiked: boolean; likeCount: number; commentCount: number; registration: { visibilityLevel: string } };
async function cards(client: TestClient, eventId: string, query = ""): Promise<Card[]> {
  const res = await client.get(feedUrl(eventId, query));
  expect(res.status).toBe(200);
  return res.json.data.checkIns as Card[];
}
const ids = (list: Card[]) => list.map((c) => c.id);

/** A running challenge with two participants set up through the app (the author and a reader), and a visitor. */
async function world() {
  const organizer = await insertUser(t.db);
  const eventId = await insertChallenge(t.db, organizer.id);
  const author = await signedIn(t);
  const reader = await signedIn(t);
  await joinAndSetUp(t.db, eventId, author);
  await joinAndSetUp(t.db, eventId, reader);
  return { eventId, author, reader, visitor: t.client() };
}

describe("a shared page with a reader's likes", () => {
  const card = (id: string, title: string) => ({ id, title, content: '他说"isLiked":false，引号会转义。', isLiked: false, likeCount: 3 });
  const page = {
    checkIns: [card("a", "第一天"), card("b", "第二天"), card("c", "第三天")],
    meta: { page: 1, limit: 10, sort: "latest", user: "all", hasNextPage: false },
  } as unknown as ChallengeFeedPage;
  const shared = sharePage(page);

  it("is the JSON of the page with those cards liked, as it is and in gzip, under a tag of its own", () => {
    const tags = new Set<string>();
    for (const liked of [[], ["a"], ["b", "c"], ["a", "b", "c"], ["x"]]) {
      const mine = shared.forReader(new Set(liked));
      const expected = renderJson({ ...page, checkIns: page.checkIns.map((c) => ({ ...c, isLiked: liked.includes(c.id) })) });
      // The same JSON; a liked card's field is written `"isLiked": true`, as long as `"isLiked":false`.
      const text = expected.body.replaceAll('"isLiked":true', '"isLiked": true');
      expect(JSON.parse(mine.body)).toEqual(JSON.parse(expected.body));
      expect(mine.body).toBe(text);
      expect(mine.data).toEqual(expected.data);
      expect(mine.byteLength).toBe(Buffer.byteLength(text));
      expect(Buffer.from(mine.variant(undefined).bytes).toString()).toBe(text);
      const gzip = mine.variant(mine.offered ? "gzip" : "br");
      expect((mine.offered ? gunzipSync(gzip.bytes) : brotliDecompressSync(gzip.bytes)).toString()).toBe(text);
      tags.add(mine.etag);
    }
    // Nobody's likes, and likes of cards not on the page, are the shared page itself.
    expect(shared.forReader(new Set(["x"]))).toBe(shared.forReader(new Set()));
    expect(tags.size).toBe(4);
  });
});

describe("the feed's shared pages", () => {
  it("show a new check-in, an edit and a delete on the next read by another reader", async () => {
    const w = await world();
    expect(await cards(w.reader.client, w.eventId)).toEqual([]);
    expect(await cards(w.visitor, w.eventId)).toEqual([]);

    const posted = await w.author.client.post(`/api/events/${w.eventId}/building-public/check-in`, { title: "第一版", content: CONTENT });
    expect(posted.status).toBe(200);
    const id = posted.json.data.checkIn.id as string;
    expect(ids(await cards(w.reader.client, w.eventId))).toEqual([id]);
    expect(ids(await cards(w.visitor, w.eventId))).toEqual([id]);

    expect((await w.author.client.request("PUT", `/api/building-public/check-ins/${id}`, { title: "改过了", content: CONTENT })).status).toBe(200);
    expect((await cards(w.reader.client, w.eventId))[0]!.title).toBe("改过了");
    expect((await cards(w.visitor, w.eventId, "?sort=popular"))[0]!.title).toBe("改过了");

    expect((await w.author.client.delete(`/api/building-public/check-ins/${id}`)).status).toBe(200);
    expect(await cards(w.reader.client, w.eventId)).toEqual([]);
    expect(await cards(w.visitor, w.eventId)).toEqual([]);
  });

  it("follow a change of who sees the check-ins at once, and a check-in no longer public", async () => {
    const w = await world();
    const posted = await w.author.client.post(`/api/events/${w.eventId}/building-public/check-in`, { content: CONTENT });
    const id = posted.json.data.checkIn.id as string;
    expect(ids(await cards(w.visitor, w.eventId))).toEqual([id]);
    expect(ids(await cards(w.reader.client, w.eventId))).toEqual([id]);

    const setup = await w.author.client.post(`/api/events/${w.eventId}/building-public/register`, {
      newProject: { title: "记账 App", subtitle: "帮你记账" },
      plan21Days: "第一周完成原型，第二周邀请十位用户试用并收集反馈，第三周正式上线发布。",
      visibilityLevel: "PARTICIPANTS_ONLY",
    });
    expect(setup.status).toBe(200);
    expect(await cards(w.visitor, w.eventId)).toEqual([]);
    expect((await cards(w.reader.client, w.eventId)).map((c) => c.registration.visibilityLevel)).toEqual(["PARTICIPANTS_ONLY"]);

    await w.author.client.post(`/api/events/${w.eventId}/building-public/register`, {
      newProject: { title: "记账 App", subtitle: "帮你记账" },
      plan21Days: "第一周完成原型，第二周邀请十位用户试用并收集反馈，第三周正式上线发布。",
      visibilityLevel: "PUBLIC",
    });
    expect(ids(await cards(w.visitor, w.eventId))).toEqual([id]);
    await w.author.client.request("PUT", `/api/building-public/check-ins/${id}`, { content: CONTENT, isPublic: false });
    expect(await cards(w.visitor, w.eventId)).toEqual([]);
    expect(ids(await cards(w.reader.client, w.eventId))).toEqual([id]);
  });

  it("never give a visitor or an outsider the participants' page, whichever audience read first", async () => {
    const v = await visibilityWorld(t.db);
    const participant = await signedIn(t);
    await insertRegistration(t.db, v.eventId, participant.userId, "APPROVED");
    const everyone = [v.restrictedCheckIn, v.privateCheckIn, v.publicCheckIn];
    for (const query of ["", "?sort=popular", `?user=${v.closed.userId}`]) {
      const expected = query.includes("user=") ? [v.restrictedCheckIn] : everyone;
      expect(ids(await cards(participant.client, v.eventId, query)), query).toEqual(expected);
      expect(ids(await cards(t.client(), v.eventId, query)), query).toEqual(query.includes("user=") ? [] : [v.publicCheckIn]);
      expect(ids(await cards((await signedIn(t)).client, v.eventId, query)), query).toEqual(query.includes("user=") ? [] : [v.publicCheckIn]);
      // And the other way round: a participant after visitors still sees everything.
      expect(ids(await cards(participant.client, v.eventId, query)), query).toEqual(expected);
    }
  });

  it("give an author without a live registration their own hidden check-ins, and nobody else", async () => {
    const v = await visibilityWorld(t.db);
    expect(ids(await cards(t.client(), v.eventId))).toEqual([v.publicCheckIn]);
    const author = await signedIn(t);
    const mine = await insertParticipant(t.db, v.eventId, { userId: author.userId, visibility: "PARTICIPANTS_ONLY", status: "CANCELLED" });
    const own = await insertCheckIn(t.db, v.eventId, mine, { isPublic: false });
    expect(ids(await cards(author.client, v.eventId))).toEqual([own, v.publicCheckIn]);
    expect(ids(await cards(t.client(), v.eventId))).toEqual([v.publicCheckIn]);
  });

  it("carry each reader's own likes, and the counts of likes and comments at once", async () => {
    const w = await world();
    const first = (await w.author.client.post(`/api/events/${w.eventId}/building-public/check-in`, { content: CONTENT })).json.data.checkIn.id as string;
    const other = await signedIn(t);
    await joinAndSetUp(t.db, w.eventId, other);
    const second = (await other.client.post(`/api/events/${w.eventId}/building-public/check-in`, { content: CONTENT })).json.data.checkIn.id as string;
    const liked = (list: Card[]) => Object.fromEntries(list.map((c) => [c.id, c.isLiked]));
    // Warm the participants' and the visitors' pages before anyone likes.
    expect(liked(await cards(w.author.client, w.eventId))).toEqual({ [first]: false, [second]: false });
    expect(liked(await cards(w.visitor, w.eventId))).toEqual({ [first]: false, [second]: false });

    expect((await w.reader.client.post(`/api/building-public/check-ins/${first}/like`)).json.data).toEqual({ liked: true, likeCount: 1 });
    expect((await other.client.post(`/api/building-public/check-ins/${second}/like`)).json.data).toEqual({ liked: true, likeCount: 1 });
    const counts = async () => (await cards(w.visitor, w.eventId)).map((c) => [c.likeCount, c.commentCount]);
    expect(await counts()).toEqual([[1, 0], [1, 0]]);
    expect((await other.client.post(`/api/building-public/check-ins/${second}/comments`, { content: "加油！" })).status).toBe(201);
    expect(await counts()).toEqual([[1, 1], [1, 0]]);
    for (let round = 0; round < 2; round++) {
      // The second round reads the pages the first one shared.
      expect(liked(await cards(w.reader.client, w.eventId))).toEqual({ [first]: true, [second]: false });
      expect(liked(await cards(other.client, w.eventId))).toEqual({ [first]: false, [second]: true });
      expect(liked(await cards(w.author.client, w.eventId))).toEqual({ [first]: false, [second]: false });
      expect(liked(await cards(w.visitor, w.eventId))).toEqual({ [first]: false, [second]: false });
    }
    expect((await w.reader.client.post(`/api/building-public/check-ins/${first}/like`)).json.data).toEqual({ liked: false, likeCount: 0 });
    expect(liked(await cards(w.reader.client, w.eventId))).toEqual({ [first]: false, [second]: false });
  });

  it("answer a reader with likes in gzip made from pieces, under a tag of their own that revalidates", async () => {
    const w = await world();
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const mine = (await w.author.client.post(`/api/events/${w.eventId}/building-public/check-in`, { content: CONTENT })).json.data.checkIn.id as string;
    await w.reader.client.post(`/api/events/${w.eventId}/building-public/check-in`, { content: CONTENT });
    await w.reader.client.post(`/api/building-public/check-ins/${mine}/like`);
    const liked = await w.reader.client.get(feedUrl(w.eventId), browser);
    expect(liked.headers.get("content-encoding")).toBe("gzip");
    const json = gunzipSync(liked.bytes).toString();
    expect(JSON.parse(json).data.checkIns.map((c: Card) => [c.id, c.isLiked, c.likeCount])).toContainEqual([mine, true, 1]);
    expect((await w.reader.client.get(feedUrl(w.eventId))).bytes.toString()).toBe(json);
    const tag = liked.headers.get("etag")!;
    expect((await w.reader.client.get(feedUrl(w.eventId), { ...browser, "if-none-match": tag })).status).toBe(304);
    // The author likes nothing: the shared page, in brotli, under another tag.
    const theirs = await w.author.client.get(feedUrl(w.eventId), browser);
    expect(theirs.headers.get("content-encoding")).toBe("br");
    expect(JSON.parse(brotliDecompressSync(theirs.bytes).toString()).data.checkIns.map((c: Card) => c.isLiked)).toEqual([false, false]);
    expect((await w.author.client.get(feedUrl(w.eventId), { ...browser, "if-none-match": tag })).status).toBe(200);
  });

  it("are read once per audience and shared, and so is each reader's side, until a write drops both", async () => {
    const w = await world();
    const id = (await w.author.client.post(`/api/events/${w.eventId}/building-public/check-in`, { title: "原来的", content: CONTENT })).json.data.checkIn.id as string;
    // The service with caches of its own that nothing invalidates: what another server's write looks like.
    const caches = { pages: new SharedReadCache<SharedFeedPage>(60_000), readers: new SharedReadCache<ChallengeContext>(60_000) };
    const query = { page: 1, limit: 10, sort: "latest", user: "all" } as const;
    const read = async (viewerId: string | null) => (await listFeed(t.db, caches, w.eventId, viewerId, query)).data.checkIns;
    expect((await read(w.reader.userId))[0]).toMatchObject({ title: "原来的", isLiked: false });
    // Read again against the shared page: this is the reader's side that is kept.
    expect((await read(w.reader.userId))[0]).toMatchObject({ title: "原来的", isLiked: false });
    await t.db.update(challengeCheckIns).set({ title: "另一台服务器改的" }).where(eq(challengeCheckIns.id, id));
    await t.db.insert(challengeCheckInLikes).values({ checkInId: id, userId: w.reader.userId });
    expect((await read(w.reader.userId))[0]).toMatchObject({ title: "原来的", isLiked: false });
    expect((await read(w.author.userId))[0]).toMatchObject({ title: "原来的", isLiked: false });
    // The visitors' page is another audience's, read on its own.
    expect((await read(null))[0]).toMatchObject({ title: "另一台服务器改的", isLiked: false });
    caches.pages.invalidate(w.eventId);
    caches.readers.invalidate(w.eventId);
    expect((await read(w.reader.userId))[0]).toMatchObject({ title: "另一台服务器改的", isLiked: true });
    expect((await read(w.author.userId))[0]).toMatchObject({ title: "另一台服务器改的", isLiked: false });
  });
});
