import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvent, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app.ts";

// Design rule 11: whatever arrives, the answer is a 4xx envelope, never a 5xx.

let t: TestApp;
let me: { client: TestClient; userId: string };
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
  me = await signedIn(t);
  eventId = await insertEvent(t.db, me.userId);
});
afterAll(async () => {
  await t.close();
});

const BAD_IDS = ["%E0%A4%A", "x".repeat(500), "..%2F..%2Fetc", "'%20or%201=1", "%F0%9F%98%80", "null"];
const ROUTES: [string, (id: string) => string][] = [
  ["GET", (id) => `/api/events/${id}`],
  ["GET", (id) => `/api/events/${id}/likes`],
  ["GET", (id) => `/api/user/events/${id}/like-status`],
  ["POST", (id) => `/api/events/${id}/like`],
  ["DELETE", (id) => `/api/events/${id}/like`],
  ["GET", (id) => `/api/user/events/${id}/bookmark-status`],
  ["POST", (id) => `/api/user/events/${id}/bookmark`],
  ["DELETE", (id) => `/api/user/events/${id}/bookmark`],
  ["POST", (id) => `/api/events/${id}/view`],
  ["POST", (id) => `/api/events/${id}/invites/user`],
  ["GET", (id) => `/api/events/${id}/invites`],
];

describe("bad input", () => {
  it("answers bad ids on every engagement route with a 4xx envelope", async () => {
    for (const [method, path] of ROUTES) {
      for (const id of BAD_IDS) {
        const res = await me.client.request(method, path(id));
        expect(res.status, `${method} ${path(id)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path(id)}`).toBeLessThan(500);
        expect(res.json?.success, `${method} ${path(id)}`).toBe(false);
      }
    }
  });

  it("ignores or refuses bodies on body-less routes and refuses wrong body types on subscriptions", async () => {
    for (const body of ['{"liked":false}', "[]", "not json", "null"]) {
      const res = await me.client.request("POST", `/api/events/${eventId}/view`, body, { "content-type": "application/json" });
      expect(res.status).toBeLessThan(500);
    }
    for (const body of ["[]", "null", '"x"', "1", '{"organizationId":{"$ne":null}}', "{", ""]) {
      const res = await me.client.request("POST", "/api/event-host-subscriptions", body, { "content-type": "application/json" });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
    const text = await me.client.request("POST", "/api/event-host-subscriptions", "organizationId=1", { "content-type": "text/plain" });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    const longId = await me.client.get(`/api/event-host-subscriptions/status?organizationId=${"a".repeat(5000)}`);
    expect(longId.status).toBe(422);
  });
});
