import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addEventAdmin, insertRegistration, insertUser, setUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertChallenge, insertCheckIn, insertParticipant, visibilityWorld } from "./challenge-feed-test-kit.ts";

// docs/product/challenges.md#dashboard and #visibility: the participants list, its totals and the top five.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = (eventId: string) => `/api/events/${eventId}/building-public/participants`;
const userIds = (list: { user: { id: string } }[]) => list.map((p) => p.user.id);

describe("participants", () => {
  it("visitors and non-registrants do not see participants-only people, while the totals count everyone", async () => {
    const w = await visibilityWorld(t.db);
    const outsider = await signedIn(t);
    for (const client of [t.client(), outsider.client]) {
      const res = await client.get(url(w.eventId));
      expect(res.status).toBe(200);
      expect(userIds(res.json.data.participants)).toEqual([w.open.userId]);
      expect(userIds(res.json.data.topContributors)).toEqual([w.open.userId]);
      expect(res.json.data).toMatchObject({ total: 2, completed: 0, completionRate: 0, requiredCheckIns: 3 });
    }
    const registrant = await signedIn(t);
    await insertRegistration(t.db, w.eventId, registrant.userId, "APPROVED");
    const admin = await signedIn(t);
    await addEventAdmin(t.db, w.eventId, admin.userId);
    for (const reader of [registrant, admin]) {
      expect(userIds((await reader.client.get(url(w.eventId))).json.data.participants)).toEqual([w.open.userId, w.closed.userId]);
    }
    expect(JSON.stringify((await t.client().get(url(w.eventId))).json)).not.toMatch(/@/);
  });

  it("a participants-only author sees themself in the list", async () => {
    const w = await visibilityWorld(t.db);
    const author = await signedIn(t);
    await insertParticipant(t.db, w.eventId, { userId: author.userId, visibility: "PARTICIPANTS_ONLY", status: "CANCELLED" });
    // A cancelled registration no longer counts as a participant, so only the live ones show.
    expect(userIds((await author.client.get(url(w.eventId))).json.data.participants)).toEqual([w.open.userId]);
    const live = await signedIn(t);
    const mine = await insertParticipant(t.db, w.eventId, { userId: live.userId, visibility: "PARTICIPANTS_ONLY" });
    await insertCheckIn(t.db, w.eventId, mine, { isPublic: false });
    // `live` is a registrant too, so they see everyone; their row is there either way.
    expect(userIds((await live.client.get(url(w.eventId))).json.data.participants)).toContain(live.userId);
  });

  it("ranks by check-ins, then likes received, then the earlier last check-in; the top five; the completion rate", async () => {
    const organizer = await insertUser(t.db);
    const eventId = await insertChallenge(t.db, organizer.id);
    const people = [];
    for (let i = 0; i < 7; i++) people.push(await insertParticipant(t.db, eventId));
    const [p0, p1, p2, p3, p4, p5, p6] = people as [typeof people[0], typeof people[0], typeof people[0], typeof people[0], typeof people[0], typeof people[0], typeof people[0]];
    // p0: 3 check-ins (completed), 0 likes. p1: 3 check-ins, 4 likes. p2 and p3: 2 check-ins, 1 like each, p3 earlier.
    for (let d = 0; d < 3; d++) await insertCheckIn(t.db, eventId, p0, { minutesAgo: 100 - d });
    for (let d = 0; d < 3; d++) await insertCheckIn(t.db, eventId, p1, { minutesAgo: 100 - d, likeCount: d === 0 ? 4 : 0 });
    await insertCheckIn(t.db, eventId, p2, { minutesAgo: 30, likeCount: 1 });
    await insertCheckIn(t.db, eventId, p2, { minutesAgo: 5 });
    await insertCheckIn(t.db, eventId, p3, { minutesAgo: 40, likeCount: 1 });
    await insertCheckIn(t.db, eventId, p3, { minutesAgo: 20 });
    await insertCheckIn(t.db, eventId, p4, { minutesAgo: 60 });
    await insertCheckIn(t.db, eventId, p5, { minutesAgo: 50 });
    const res = await t.client().get(url(eventId));
    const data = res.json.data;
    expect(userIds(data.participants).slice(0, 6)).toEqual([p1, p0, p3, p2, p4, p5].map((p) => p.userId));
    expect(userIds(data.participants)[6]).toBe(p6.userId);
    expect(userIds(data.topContributors)).toEqual([p1, p0, p3, p2, p4].map((p) => p.userId));
    expect(data).toMatchObject({ total: 7, completed: 2, requiredCheckIns: 3 });
    expect(data.completionRate).toBeCloseTo(2 / 7);
    expect(data.participants[0]).toMatchObject({ checkInCount: 3, isCompleted: true, likesReceived: 4, project: { title: "我的作品" } });
    expect(data.participants[6]).toMatchObject({ checkInCount: 0, likesReceived: 0, lastCheckInAt: null });
  });

  it("carries each person's level badges (docs/product/accounts-and-profile.md#level-badges), and nothing private", async () => {
    const organizer = await insertUser(t.db);
    const eventId = await insertChallenge(t.db, organizer.id);
    const p = await insertParticipant(t.db, eventId);
    await setUser(t.db, p.userId, { membershipLevel: "MEMBER", mentorLevel: "M2", creatorLevel: "O1", email: "hidden@mail.example" });
    const res = await t.client().get(url(eventId));
    expect(res.json.data.participants[0].user).toEqual({ id: p.userId, name: expect.any(String), username: expect.any(String), image: null, levels: ["MEMBER", "M2"] });
    expect(res.text).not.toContain("hidden@mail.example");
  });
});
