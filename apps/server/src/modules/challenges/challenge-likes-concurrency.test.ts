import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challengeCheckInLikes, challengeCheckIns, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { toggleLike } from "./challenge-likes.service.ts";
import { visibilityWorld } from "./challenge-feed-test-kit.ts";

// docs/product/challenges.md#likes-and-comments: one like per person per check-in and an exact count whatever
// the interleaving. PGlite has one connection and hides races, so the race runs on PostgreSQL
// (TEST_DATABASE_URL, as in CI) with a pool of real connections; on PGlite the same invariants run in sequence.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(() => t.close());

async function runAll<T>(tasks: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  if (onPostgres) return Promise.allSettled(tasks.map((task) => task()));
  const out: PromiseSettledResult<T>[] = [];
  for (const task of tasks) out.push(await task().then((value) => ({ status: "fulfilled", value }) as const, (reason) => ({ status: "rejected", reason }) as const));
  return out;
}

async function newFan(): Promise<string> {
  const id = crypto.randomUUID();
  await t.db.insert(users).values({ id, name: "点赞的人", email: `${id}@load.example.com` });
  return id;
}

const stored = async (id: string) => ({
  likeCount: (await t.db.select({ n: challengeCheckIns.likeCount }).from(challengeCheckIns).where(eq(challengeCheckIns.id, id)))[0]!.n,
  rows: (await t.db.select().from(challengeCheckInLikes).where(eq(challengeCheckInLikes.checkInId, id))).length,
});

describe(`likes under ${onPostgres ? "concurrent (PostgreSQL)" : "sequential (PGlite)"} load`, () => {
  it("50 people liking one check-in at once leave exactly 50 likes and a count of 50", async () => {
    const w = await visibilityWorld(t.db);
    const fans = await Promise.all(Array.from({ length: 50 }, newFan));
    const results = await runAll(fans.map((fan) => () => toggleLike(t.db, w.publicCheckIn, fan)));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(results.every((r) => r.status === "fulfilled" && r.value.liked)).toBe(true);
    expect(await stored(w.publicCheckIn)).toEqual({ likeCount: 50, rows: 50 });
  });

  it("50 toggles by one person at once alternate: an even number ends unliked, and the count always equals the rows", async () => {
    const w = await visibilityWorld(t.db);
    const fan = await newFan();
    const results = await runAll(Array.from({ length: 50 }, () => () => toggleLike(t.db, w.publicCheckIn, fan)));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    const liked = results.filter((r) => r.status === "fulfilled" && r.value.liked).length;
    expect(liked).toBe(25);
    expect(await stored(w.publicCheckIn)).toEqual({ likeCount: 0, rows: 0 });
  });

  it("25 people toggling twice at once, interleaved, leave nothing", async () => {
    const w = await visibilityWorld(t.db);
    const fans = await Promise.all(Array.from({ length: 25 }, newFan));
    const results = await runAll([...fans, ...fans].map((fan) => () => toggleLike(t.db, w.publicCheckIn, fan)));
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await stored(w.publicCheckIn)).toEqual({ likeCount: 0, rows: 0 });
  });
});
