import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvent, signedIn } from "../test/fixtures.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../test/test-app.ts";
import { API_RATE_LIMITS } from "./rate-limit-policy.ts";

const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const uniqueIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}-${crypto.randomUUID().slice(0, 8)}`;

function get(t: TestApp, ip: string) {
  return t.app.request(`${TEST_ORIGIN}/api/no-such-route`, { headers: { "x-forwarded-for": ip, "accept-language": "en" } });
}

type LimitedBody = { code?: string; error?: string; retryAfter?: number };

function expectLimited(res: { status: number; headers: Headers }, body: LimitedBody) {
  expect(res.status).toBe(429);
  expect(body.code).toBe("TOO_MANY_REQUESTS");
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(res.headers.get("ratelimit")).toMatch(/^limit=\d+, remaining=0, reset=\d+$/);
  expect(res.headers.get("ratelimit-policy")).toMatch(/^\d+;w=60$/);
  expect(body.retryAfter).toBe(Number(res.headers.get("retry-after")));
}

describe("limits across routes (in memory)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`caps one address at ${API_RATE_LIMITS.perAddress.limit} API requests a minute, whoever is signed in`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < API_RATE_LIMITS.perAddress.limit; i++) expect((await get(t, ip)).status).toBe(404);
    const limited = await get(t, ip);
    expectLimited(limited, (await limited.json()) as LimitedBody);
    // The auth routes, served before the session is read, are under the same ceiling.
    const session = await t.app.request(`${TEST_ORIGIN}/api/auth/get-session`, { headers: { "x-forwarded-for": ip } });
    expectLimited(session, (await session.json()) as LimitedBody);
    expect((await get(t, uniqueIp())).status).toBe(404);
  });

  it(`gives likes and bookmarks a budget of ${API_RATE_LIMITS.engagementPerCaller.limit} a minute per user, in the user's language`, async () => {
    const { client } = await signedIn(t, "en");
    const organiser = await signedIn(t);
    const eventId = await insertEvent(t.db, organiser.userId, { status: "PUBLISHED" });
    for (let i = 0; i < API_RATE_LIMITS.engagementPerCaller.limit; i++) {
      // The like route itself (a path that does not exist would count against the address, not this budget).
      const res = await client.request(i % 2 ? "DELETE" : "POST", `/api/events/${eventId}/like`);
      expect(res.status).toBe(i % 2 ? 200 : 201);
    }
    const limited = await client.request("POST", `/api/user/events/${eventId}/bookmark`);
    expectLimited(limited, limited.json);
    expect(limited.json.error).toMatch(/Too many requests/);
    // Reads are not writes: the status call still answers.
    expect((await client.get(`/api/user/events/${eventId}/like-status`)).status).toBe(200);
  });
});

describe("limits shared through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL });
    b = await createTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("counts one address's requests to two server processes against one budget", async () => {
    const ip = uniqueIp();
    const half = API_RATE_LIMITS.perAddress.limit / 2;
    for (let i = 0; i < half; i++) expect((await get(a, ip)).status).toBe(404);
    for (let i = 0; i < half; i++) expect((await get(b, ip)).status).toBe(404);
    const limitedOnA = await get(a, ip);
    expectLimited(limitedOnA, (await limitedOnA.json()) as LimitedBody);
    const limitedOnB = await get(b, ip);
    expect(limitedOnB.status).toBe(429);
  });
});
