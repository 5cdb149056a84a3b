import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { attachProject, eventWith, interestsPath, person, type Person } from "./participants-test-kit.ts";

// docs/product/people.md#mutual-interest: a one-way mark is never revealed to its target, through ANY route.
// Every route that returns people, as the target sees it, must answer exactly the same before and after
// someone marks them. Add a route here whenever a new one returns people (the cards route, for one).

type Ctx = { eventId: string; a: Person; b: Person };
const ROUTES_B_CAN_CALL: ReadonlyArray<{ name: string; path: (x: Ctx) => string }> = [
  { name: "participants list", path: (x) => `/api/events/${x.eventId}/participants` },
  { name: "participants search for A", path: (x) => `/api/events/${x.eventId}/participants?q=%E9%98%BF%E5%AE%89` },
  { name: "project submissions", path: (x) => `/api/events/${x.eventId}/project-submissions` },
  { name: "digital cards", path: (x) => `/api/events/${x.eventId}/cards` },
  { name: "participant interests", path: (x) => interestsPath(x.eventId) },
  { name: "event detail", path: (x) => `/api/events/${x.eventId}` },
  { name: "notifications", path: () => "/api/notifications" },
  { name: "unread count", path: () => "/api/notifications/unread-count" },
  { name: "B's public profile", path: (x) => `/api/users/${x.b.userId}` },
  { name: "A's public profile", path: (x) => `/api/users/${x.a.userId}` },
];

/** Fields that move on their own between two reads (a page view counts itself). */
function stable(json: unknown): unknown {
  return JSON.parse(JSON.stringify(json), (key, value) => (key === "viewCount" ? undefined : value));
}

let t: TestApp;
const x = {} as Ctx;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  const { eventId } = await eventWith(t, "REGISTRANTS");
  x.eventId = eventId;
  x.a = await person(t, eventId, "APPROVED");
  x.b = await person(t, eventId, "APPROVED");
  await setUser(t.db, x.a.userId, { name: "阿安", username: `ann-${x.a.userId.slice(0, 6)}` });
  await setUser(t.db, x.b.userId, { name: "小贝", username: `bei-${x.b.userId.slice(0, 6)}` });
  await attachProject(t.db, eventId, x.a.userId);
  await attachProject(t.db, eventId, x.b.userId, { title: "小贝的作品" });
});
afterAll(() => t.close());

describe("a one-way mark", () => {
  it("changes nothing the target can read, on any route that returns people", async () => {
    const read = async () => {
      const out: Record<string, unknown> = {};
      for (const route of ROUTES_B_CAN_CALL) {
        const res = await x.b.client.get(route.path(x));
        expect(res.status, route.name).toBe(200);
        out[route.name] = stable(res.json);
      }
      return out;
    };
    const before = await read();
    const marked = await x.a.client.post(interestsPath(x.eventId), { targetUserId: x.b.userId });
    expect(marked.json.data).toEqual({ interested: true, mutual: false });
    const after = await read();
    for (const route of ROUTES_B_CAN_CALL) expect(after[route.name], route.name).toEqual(before[route.name]);
    // And nothing anywhere names an interest of A's.
    for (const [name, json] of Object.entries(after)) {
      const text = JSON.stringify(json);
      expect(text.includes("mutualInterest"), name).toBe(false);
      if (/interest/i.test(text)) expect(text, name).not.toContain(x.a.userId);
    }
  });
});
