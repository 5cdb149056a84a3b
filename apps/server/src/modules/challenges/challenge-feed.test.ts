import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEventAdmin, insertEvent, insertRegistration, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertChallenge, insertCheckIn, insertParticipant, visibilityWorld } from "./challenge-feed-test-kit.ts";

// docs/product/challenges.md#feed and #visibility: who sees which check-ins, the two sorts, the one-person
// filter and the pages.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const feed = (eventId: string, query = "") => `/api/events/${eventId}/building-public/check-ins${query}`;
const idsOf = (body: { data: { checkIns: { id: string }[] } }) => body.data.checkIns.map((c) => c.id);

describe("feed visibility on the server", () => {
  it("visitors, non-registrants and rejected registrants see only public check-ins of public participants", async () => {
    const w = await visibilityWorld(t.db);

    const visitor = await t.client().get(feed(w.eventId));
    expect(visitor.status).toBe(200);
    expect(idsOf(visitor.json)).toEqual([w.publicCheckIn]);

    const outsider = await signedIn(t);
    expect(idsOf((await outsider.client.get(feed(w.eventId))).json)).toEqual([w.publicCheckIn]);

    // A rejected registration is no registration for visibility (docs/product/challenges.md#visibility).
    const rejected = await signedIn(t);
    await insertRegistration(t.db, w.eventId, rejected.userId, "REJECTED");
    expect(idsOf((await rejected.client.get(feed(w.eventId))).json)).toEqual([w.publicCheckIn]);
  });

  it("registrants (approved, pending, waitlisted) and managers see all, restricted ones included", async () => {
    const w = await visibilityWorld(t.db);
    const everyone = [w.restrictedCheckIn, w.privateCheckIn, w.publicCheckIn];
    for (const status of ["APPROVED", "PENDING", "WAITLISTED"] as const) {
      const registrant = await signedIn(t);
      await insertRegistration(t.db, w.eventId, registrant.userId, status);
      expect(idsOf((await registrant.client.get(feed(w.eventId))).json)).toEqual(everyone);
    }

    const admin = await signedIn(t);
    await addEventAdmin(t.db, w.eventId, admin.userId);
    expect(idsOf((await admin.client.get(feed(w.eventId))).json)).toEqual(everyone);
  });

  it("an author always sees their own, even without a live registration, and nobody else's restricted ones", async () => {
    const w = await visibilityWorld(t.db);
    const author = await signedIn(t);
    const mine = await insertParticipant(t.db, w.eventId, { userId: author.userId, visibility: "PARTICIPANTS_ONLY", status: "CANCELLED" });
    const own = await insertCheckIn(t.db, w.eventId, mine, { isPublic: false });
    expect(idsOf((await author.client.get(feed(w.eventId))).json)).toEqual([own, w.publicCheckIn]);
    expect(idsOf((await t.client().get(feed(w.eventId))).json)).toEqual([w.publicCheckIn]);
    // Filtered to the restricted person: a visitor gets an empty page, not their check-ins.
    expect(idsOf((await t.client().get(feed(w.eventId, `?user=${w.closed.userId}`))).json)).toEqual([]);
  });

  it("cards carry public fields of people only, the project and the author's progress", async () => {
    const w = await visibilityWorld(t.db);
    const res = await t.client().get(feed(w.eventId));
    const [card] = res.json.data.checkIns;
    expect(Object.keys(card.user).sort()).toEqual(["id", "image", "name", "username"]);
    expect(JSON.stringify(res.json)).not.toMatch(/@/);
    expect(card).toMatchObject({
      user: { id: w.open.userId, name: "公开的人" },
      project: { id: w.open.projectId, title: "我的作品", subtitle: "一句话介绍", tags: ["AI", "工具"] },
      registration: { checkInCount: 2, isCompleted: false, visibilityLevel: "PUBLIC" },
      isLiked: false,
      likeCount: 0,
      commentCount: 0,
    });
  });

  it("a draft challenge is 404 to all but its managers, and another event type is 'not a challenge'", async () => {
    const organizer = await signedIn(t);
    const draft = await insertChallenge(t.db, organizer.userId, { status: "DRAFT" });
    expect((await t.client().get(feed(draft))).status).toBe(404);
    expect((await organizer.client.get(feed(draft))).status).toBe(200);
    const other = await insertUser(t.db);
    const meetup = await insertEvent(t.db, other.id);
    const res = await t.client("en").get(feed(meetup));
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("This event is not a Building Public challenge");
  });
});

describe("sorts, the one-person filter and pages", () => {
  async function busyWorld() {
    const organizer = await insertUser(t.db);
    const eventId = await insertChallenge(t.db, organizer.id);
    const a = await insertParticipant(t.db, eventId);
    const b = await insertParticipant(t.db, eventId);
    const a1 = await insertCheckIn(t.db, eventId, a, { minutesAgo: 50, likeCount: 5 });
    const b1 = await insertCheckIn(t.db, eventId, b, { minutesAgo: 40, likeCount: 1 });
    const a2 = await insertCheckIn(t.db, eventId, a, { minutesAgo: 30, likeCount: 5 });
    const b2 = await insertCheckIn(t.db, eventId, b, { minutesAgo: 20, likeCount: 9 });
    const a3 = await insertCheckIn(t.db, eventId, a, { minutesAgo: 10 });
    return { eventId, a, b, a1, a2, a3, b1, b2 };
  }

  it("latest is newest first; popular is most liked, then newest", async () => {
    const w = await busyWorld();
    expect(idsOf((await t.client().get(feed(w.eventId))).json)).toEqual([w.a3, w.b2, w.a2, w.b1, w.a1]);
    expect(idsOf((await t.client().get(feed(w.eventId, "?sort=popular"))).json)).toEqual([w.b2, w.a2, w.a1, w.b1, w.a3]);
  });

  it("pages by limit with hasNextPage, never overlapping; a bad query value is a 422 naming it", async () => {
    const w = await busyWorld();
    const p1 = await t.client().get(feed(w.eventId, "?limit=2&page=1"));
    const p2 = await t.client().get(feed(w.eventId, "?limit=2&page=2"));
    const p3 = await t.client().get(feed(w.eventId, "?limit=2&page=3"));
    expect([...idsOf(p1.json), ...idsOf(p2.json), ...idsOf(p3.json)]).toEqual([w.a3, w.b2, w.a2, w.b1, w.a1]);
    expect([p1.json.data.meta.hasNextPage, p2.json.data.meta.hasNextPage, p3.json.data.meta.hasNextPage]).toEqual([true, true, false]);
    const bare = await t.client().get(feed(w.eventId));
    expect(bare.json.data.meta).toEqual({ page: 1, limit: 10, sort: "latest", user: "all", hasNextPage: false });
    for (const [query, field] of [["?limit=abc", "limit"], ["?page=-3", "page"], ["?sort=best", "sort"], [`?limit=${"9".repeat(5000)}`, "limit"]] as const) {
      const bad = await t.client().get(feed(w.eventId, query));
      expect(bad.status, query.slice(0, 20)).toBe(422);
      expect((bad.json as unknown as { details: { field: string }[] }).details.map((d) => d.field)).toEqual([field]);
    }
  });

  it("user= filters to one person", async () => {
    const w = await busyWorld();
    const res = await t.client().get(feed(w.eventId, `?user=${w.b.userId}`));
    expect(idsOf(res.json)).toEqual([w.b2, w.b1]);
    expect(res.json.data.meta.user).toBe(w.b.userId);
  });
});
