import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// The web is built against /api/openapi.json: every route must be described there, with its statuses.
const EXPECTED: [method: string, path: string, statuses: string[]][] = [
  ["post", "/api/auth/sign-up/email", ["200"]],
  ["post", "/api/auth/sign-in/email", ["200", "401"]],
  ["post", "/api/auth/sign-out", ["200"]],
  ["get", "/api/auth/get-session", ["200"]],
  ["post", "/api/auth/phone-number/send-otp", ["200"]],
  ["post", "/api/auth/phone-number/verify", ["200"]],
  ["get", "/api/profile", ["200", "401"]],
  ["get", "/api/user/profile", ["200", "401"]],
  ["post", "/api/profile/update", ["200", "401", "409", "422"]],
  ["get", "/api/users/{idOrUsername}", ["200", "404"]],
  ["get", "/api/orgs/{slug}", ["200", "404"]],
  ["get", "/api/events", ["200", "422"]],
  ["get", "/api/events/{id}", ["200", "404"]],
  ["get", "/api/notifications", ["200", "401"]],
  ["get", "/api/notifications/unread-count", ["200", "401"]],
  ["post", "/api/notifications/{id}/read", ["200", "401", "404"]],
  ["post", "/api/notifications/read-all", ["200", "401"]],
];

describe("/api/openapi.json", () => {
  it("describes every route of the contract with its statuses", async () => {
    const res = await t.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    const paths = res.json.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    for (const [method, path, statuses] of EXPECTED) {
      const op = paths[path]?.[method];
      expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
      for (const status of statuses) expect(op!.responses, `${method} ${path} ${status}`).toHaveProperty(status);
    }
  });

  it("documents the query and path parameters and the shared schemas", async () => {
    const doc = (await t.client().get("/api/openapi.json")).json;
    const params = doc.paths["/api/events"].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(["when", "type", "q", "tag", "page"]));
    expect(doc.paths["/api/events/{id}"].get.parameters[0]).toMatchObject({ name: "id", in: "path" });
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["EventCard", "EventDetail", "UserSummary", "Profile", "PublicUser", "Notification", "Failure"]),
    );
    expect(doc.paths["/api/profile/update"].post.requestBody.content["application/json"].schema.additionalProperties).toBe(false);
  });
});
