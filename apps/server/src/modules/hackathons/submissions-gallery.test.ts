import { GALLERY_PAGE_SIZE } from "@commons/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema/index.ts";
import { addEventAdmin, insertEvent, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertSubmission, storedConfig } from "./gallery-test-kit.ts";

let t: TestApp;
let hostId: string;
let host: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let stranger: Awaited<ReturnType<typeof signedIn>>;
let hackathonId: string;
let people: string[];

const galleryOf = (id: string, query = "") => `/api/events/${id}/submissions${query}`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  [host, admin, stranger] = await Promise.all([signedIn(t, "zh", { name: "主办" }), signedIn(t), signedIn(t, "en")]);
  hostId = host.userId;
  hackathonId = await insertEvent(t.db, hostId, { title: "黑客松", type: "HACKATHON", hackathonConfig: storedConfig("SUBMISSION") });
  await addEventAdmin(t.db, hackathonId, admin.userId);
  people = [];
  for (let i = 0; i < 30; i++) people.push((await insertUser(t.db, { name: `选手${i}`, phoneNumber: `+86138001380${String(i).padStart(2, "0")}`, image: `/files/avatars/${i}.png` })).id);
  // 15 submissions: teams of one to three, votes and scores that disagree with the submission order.
  for (let i = 0; i < 15; i++) {
    const team = people.slice(i * 2, i * 2 + 1 + (i % 3 === 0 ? 1 : 0));
    await insertSubmission(t.db, hackathonId, team, {
      title: `作品${i}`,
      submittedAt: minutesAgo(100 - i),
      voteCount: (i * 7) % 5,
      finalScore: i % 4 === 0 ? null : (i * 13) % 10,
      rank: i === 5 ? 1 : null,
      screenshots: i % 2 ? [`/files/s/${i}-a.png`, `/files/s/${i}-b.png`] : [],
      tags: ["AI", `t${i}`],
    });
  }
});
afterAll(() => t.close());

async function allPages(sort: string) {
  const titles: string[] = [];
  for (let page = 1; page < 5; page++) {
    const res = await t.client().get(galleryOf(hackathonId, `?sort=${sort}&page=${page}`));
    expect(res.status).toBe(200);
    titles.push(...res.json.data.submissions.map((s: { title: string }) => s.title));
    if (!res.json.data.hasNextPage) break;
  }
  return titles;
}

describe("GET /api/events/{id}/submissions", () => {
  it("tags each page with a strong ETag and answers a matching If-None-Match with an empty 304", async () => {
    const first = await t.client().get(galleryOf(hackathonId, "?sort=popular"));
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await t.client().get(galleryOf(hackathonId, "?sort=popular"), { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    // Another page is other bytes, so another tag.
    const other = await t.client().get(galleryOf(hackathonId, "?sort=popular&page=2"), { "if-none-match": etag! });
    expect(other.status).toBe(200);
  });

  it("answers the first page, newest first, to a visitor, with the count and whether more follow", async () => {
    const res = await t.client().get(galleryOf(hackathonId));
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ sort: "recent", page: 1, pageSize: GALLERY_PAGE_SIZE, total: 15, hasNextPage: true, hidden: false });
    expect(data.submissions).toHaveLength(GALLERY_PAGE_SIZE);
    expect(data.submissions[0].title).toBe("作品14");
    const second = (await t.client().get(galleryOf(hackathonId, "?page=2"))).json.data;
    expect(second.submissions.map((s: { title: string }) => s.title)).toEqual(["作品2", "作品1", "作品0"]);
    expect(second.hasNextPage).toBe(false);
  });

  it("sorts by votes and by score (unscored last), ties broken by id, so every submission shows exactly once", async () => {
    for (const sort of ["recent", "popular", "score"]) {
      const titles = await allPages(sort);
      expect(new Set(titles).size, sort).toBe(15);
    }
    const popular = (await t.client().get(galleryOf(hackathonId, "?sort=popular"))).json.data.submissions as { voteCount: number; id: string }[];
    for (let i = 1; i < popular.length; i++) {
      const [a, b] = [popular[i - 1]!, popular[i]!];
      expect(a.voteCount > b.voteCount || (a.voteCount === b.voteCount && a.id > b.id)).toBe(true);
    }
    const scores = (await allPages("score")).map((title) => Number(title.slice(2)));
    const finals = scores.map((i) => (i % 4 === 0 ? null : (i * 13) % 10));
    const firstNull = finals.indexOf(null);
    expect(finals.slice(firstNull).every((f) => f === null)).toBe(true);
    const scored = finals.slice(0, firstNull) as number[];
    expect(scored).toEqual([...scored].sort((a, b) => b - a));
  });

  it("carries the cover (first screenshot), tags, rank and the team with public fields only, submitter first", async () => {
    const cards = (await t.client().get(galleryOf(hackathonId, "?page=1"))).json.data.submissions as Record<string, unknown>[];
    const withTeam = cards.find((c) => c.title === "作品12")!;
    expect(withTeam.coverImage).toBeNull();
    expect(withTeam.tags).toEqual(["AI", "t12"]);
    expect(withTeam.team).toEqual([
      { id: people[24], name: "选手24", username: expect.any(String), image: "/files/avatars/24.png", role: "SUBMITTER" },
      { id: people[25], name: "选手25", username: expect.any(String), image: "/files/avatars/25.png", role: "MEMBER" },
    ]);
    expect(cards.find((c) => c.title === "作品13")!.coverImage).toBe("/files/s/13-a.png");
    // Scores and ranks are the results': hidden before RESULTS (judges score while voting runs), shown in it.
    expect((await allPagesCards()).find((c) => c.title === "作品5")).toMatchObject({ rank: null, finalScore: null, judgeScore: null });
    await t.db.update(events).set({ hackathonConfig: storedConfig("RESULTS") }).where(eq(events.id, hackathonId));
    try {
      const ranked = (await allPagesCards()).find((c) => c.title === "作品5")!;
      expect(ranked.rank).toBe(1);
      expect(ranked.finalScore).toBe(5);
    } finally {
      await t.db.update(events).set({ hackathonConfig: storedConfig("SUBMISSION") }).where(eq(events.id, hackathonId));
    }
    for (const card of cards) {
      expect(Object.keys(card).sort()).toEqual(
        ["audienceScore", "coverImage", "description", "eventId", "finalScore", "id", "judgeScore", "projectId", "rank", "submittedAt", "tags", "team", "title", "voteCount"].sort(),
      );
      for (const member of card.team as Record<string, unknown>[]) expect(Object.keys(member).sort()).toEqual(["id", "image", "name", "role", "username"]);
    }
    expect(JSON.stringify(cards)).not.toMatch(/fixture\.example|\+86138/);
  });

  it("refuses a bad sort or page with a 422 naming the field, in the caller's language", async () => {
    const badSort = await stranger.client.get(galleryOf(hackathonId, "?sort=votes"));
    expect(badSort.status).toBe(422);
    expect(JSON.stringify(badSort.json.details)).toContain("sort");
    for (const page of ["0", "-1", "abc", "1.5", "100000"]) {
      const res = await t.client().get(galleryOf(hackathonId, `?page=${page}`));
      expect(res.status, page).toBe(422);
      expect(JSON.stringify(res.json.details)).toContain("page");
    }
  });

  it("answers 404 for drafts (but not to their managers), missing ids and events that are not hackathons", async () => {
    const draftId = await insertEvent(t.db, hostId, { type: "HACKATHON", status: "DRAFT" });
    const meetupId = await insertEvent(t.db, hostId, { type: "MEETUP" });
    expect((await t.client().get(galleryOf(draftId))).status).toBe(404);
    expect((await stranger.client.get(galleryOf(draftId))).status).toBe(404);
    expect((await host.client.get(galleryOf(draftId))).status).toBe(200);
    expect((await admin.client.get(galleryOf(hackathonId))).status).toBe(200);
    expect((await t.client().get(galleryOf("no-such-event"))).status).toBe(404);
    expect((await t.client().get(galleryOf("%2E%2E%2Fetc"))).status).toBe(404);
    const meetup = await t.client("en").get(galleryOf(meetupId));
    expect(meetup.status).toBe(404);
    expect(meetup.json.message).toBe("This event is not a hackathon");
  });

  it("an empty gallery is an empty page; a stage without a stored config is derived", async () => {
    const id = await insertEvent(t.db, hostId, { type: "HACKATHON" });
    expect((await t.client().get(galleryOf(id))).json.data).toMatchObject({ submissions: [], total: 0, hasNextPage: false, hidden: false });
  });

  it("keeps a closed gallery hidden before VOTING from everyone but the organiser and admins, and opens it at VOTING", async () => {
    await t.db.update(events).set({ hackathonConfig: storedConfig("SUBMISSION", true) }).where(eq(events.id, hackathonId));
    const visitor = (await t.client().get(galleryOf(hackathonId))).json.data;
    expect(visitor).toMatchObject({ hidden: true, submissions: [], total: 0, hasNextPage: false });
    // A team member is not a manager: their own submission reaches them through my-submission, not here.
    const closedId = await insertEvent(t.db, hostId, { type: "HACKATHON", hackathonConfig: storedConfig("DEVELOPMENT", true) });
    await insertSubmission(t.db, closedId, [stranger.userId]);
    expect((await stranger.client.get(galleryOf(closedId))).json.data).toMatchObject({ hidden: true, submissions: [] });
    expect((await host.client.get(galleryOf(closedId))).json.data).toMatchObject({ hidden: false, total: 1 });
    for (const manager of [host, admin]) {
      const data = (await manager.client.get(galleryOf(hackathonId))).json.data;
      expect(data).toMatchObject({ hidden: false, total: 15 });
    }
    await t.db.update(events).set({ hackathonConfig: storedConfig("VOTING", true) }).where(eq(events.id, hackathonId));
    expect((await t.client().get(galleryOf(hackathonId))).json.data).toMatchObject({ hidden: false, total: 15 });
    await t.db.update(events).set({ hackathonConfig: storedConfig("SUBMISSION") }).where(eq(events.id, hackathonId));
  });
});

async function allPagesCards() {
  const cards: Record<string, unknown>[] = [];
  for (let page = 1; page < 3; page++) cards.push(...(await t.client().get(galleryOf(hackathonId, `?page=${page}`))).json.data.submissions);
  return cards;
}
