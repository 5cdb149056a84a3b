import { EVENT_VIEW_RATE_LIMIT } from "@commons/domain";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eventViewMarks } from "../../db/schema/index.ts";
import { insertEvent, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";
import { pruneViewMarks } from "./views.service.ts";

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
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 24 * 60 * 60 * 1000;
const view = (c: TestClient, id: string) => c.post(`/api/events/${id}/view`);
const countOf = async (id: string) => (await t.client().get(`/api/events/${id}`)).json.data.viewCount as number;
/** Moves the app's clock (Date only: timers, the database and the sessions keep running) to `ms` from now. */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
};

describe("POST /api/events/{id}/view", () => {
  it("counts anonymous views atomically, even in parallel", async () => {
    const first = await t.client().post(`/api/events/${eventId}/view`);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ viewCount: 1 });
    // Separate clients are separate addresses, so none of them is limited.
    await Promise.all(Array.from({ length: 20 }, () => t.client().post(`/api/events/${eventId}/view`)));
    expect((await t.client().get(`/api/events/${eventId}`)).json.data.viewCount).toBe(21);
  });

  it("counts a signed-out reader once per day however often they reload, by a cookie set when counting", async () => {
    const id = await insertEvent(t.db, hostId);
    const reader = t.client();
    const first = await view(reader, id);
    expect(first.json.data).toEqual({ viewCount: 1 });
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith("commons.visitor="));
    expect(cookie).toMatch(/^commons\.visitor=[0-9a-f-]{36}; Path=\/api\/events; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const again = await view(reader, id);
    expect(again.json.data).toEqual({ viewCount: 1 });
    // The cookie is set once, not renewed on every view.
    expect(again.headers.getSetCookie()).toEqual([]);
    // Another person (another browser) counts.
    expect((await view(t.client(), id)).json.data).toEqual({ viewCount: 2 });
    expect(await countOf(id)).toBe(2);
  });

  it("counts a signed-in person once per day, in any browser they use", async () => {
    const id = await insertEvent(t.db, hostId);
    const person = await signedIn(t);
    // Reloads racing each other still count once: the mark's primary key decides.
    await Promise.all(Array.from({ length: 5 }, () => view(person.client, id)));
    expect((await view(person.client, id)).json.data).toEqual({ viewCount: 1 });
    const otherBrowser = t.client();
    await otherBrowser.post("/api/auth/sign-in/email", { email: person.email, password: "correct-horse-battery-9" });
    expect((await view(otherBrowser, id)).json.data).toEqual({ viewCount: 1 });
    // A signed-in view sets no visitor cookie: the account is the viewer.
    expect((await view(person.client, id)).headers.getSetCookie()).toEqual([]);
    const other = await signedIn(t);
    expect((await view(other.client, id)).json.data).toEqual({ viewCount: 2 });
  });

  it("counts the same person again on the next UTC day, and prunes the marks of days gone", async () => {
    const id = await insertEvent(t.db, hostId);
    const reader = t.client();
    const person = await signedIn(t);
    await view(reader, id);
    await view(person.client, id);
    expect(await countOf(id)).toBe(2);
    later(DAY);
    expect((await view(reader, id)).json.data).toEqual({ viewCount: 3 });
    expect((await view(person.client, id)).json.data).toEqual({ viewCount: 4 });
    expect((await view(person.client, id)).json.data).toEqual({ viewCount: 4 });
    const marks = async () => (await t.db.select({ n: count() }).from(eventViewMarks).where(eq(eventViewMarks.eventId, id)))[0]?.n;
    expect(await marks()).toBe(4);
    // A day on, yesterday's marks still count (a reload just after midnight is a new day anyway); two days on they go.
    expect(await pruneViewMarks(t.db, new Date(Date.now() + DAY))).toBeGreaterThanOrEqual(2);
    expect(await marks()).toBe(2);
    expect((await view(reader, id)).json.data).toEqual({ viewCount: 4 });
  });

  it("treats a cookie it did not issue as a new visitor", async () => {
    const id = await insertEvent(t.db, hostId);
    const forged = await t.client().post(`/api/events/${id}/view`, undefined, { cookie: "commons.visitor=../../not-an-id" });
    expect(forged.json.data).toEqual({ viewCount: 1 });
    expect(forged.headers.getSetCookie()[0]).toMatch(/^commons\.visitor=[0-9a-f-]{36};/);
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
