import { EVENT_VIEW_RATE_LIMIT } from "@commons/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvent, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let hostId: string;
let eventId: string;

beforeAll(async () => {
  // Rate limits on: this file tests them.
  t = await createTestApp();
  hostId = (await insertUser(t.db)).id;
  eventId = await insertEvent(t.db, hostId);
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/events/{id}/view", () => {
  it("counts anonymous views atomically, even in parallel", async () => {
    const first = await t.client().post(`/api/events/${eventId}/view`);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ viewCount: 1 });
    // Separate clients are separate addresses, so none of them is limited.
    await Promise.all(Array.from({ length: 20 }, () => t.client().post(`/api/events/${eventId}/view`)));
    expect((await t.client().get(`/api/events/${eventId}`)).json.data.viewCount).toBe(21);
  });

  it("answers 404 for unknown, malformed and other people's draft events", async () => {
    const draft = await insertEvent(t.db, hostId, { status: "DRAFT" });
    expect((await t.client().post(`/api/events/${draft}/view`)).status).toBe(404);
    expect((await t.client().post(`/api/events/${crypto.randomUUID()}/view`)).status).toBe(404);
    expect((await t.client().post("/api/events/%00%00/view")).status).toBe(404);
  });

  it("does not count the organiser previewing a draft", async () => {
    const owner = await signedIn(t);
    const draft = await insertEvent(t.db, owner.userId, { status: "DRAFT" });
    expect((await owner.client.post(`/api/events/${draft}/view`)).json.data).toEqual({ viewCount: 0 });
  });

  it("limits one address with 429 and Retry-After", async () => {
    const c = t.client("en");
    const statuses: number[] = [];
    for (let i = 0; i < EVENT_VIEW_RATE_LIMIT.limit + 1; i += 1) statuses.push((await c.post(`/api/events/${eventId}/view`)).status);
    expect(statuses.slice(0, EVENT_VIEW_RATE_LIMIT.limit).every((s) => s === 200)).toBe(true);
    const last = await c.post(`/api/events/${eventId}/view`);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.json).toMatchObject({ code: "TOO_MANY_REQUESTS", error: "Too many requests, please try again later" });
    // Another address is unaffected.
    expect((await t.client().post(`/api/events/${eventId}/view`)).status).toBe(200);
  });
});
