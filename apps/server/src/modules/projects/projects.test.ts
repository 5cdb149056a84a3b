import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: "off" });
});
afterAll(async () => {
  await t.close();
});

describe("/api/projects", () => {
  it("creates a project and lists mine, newest first; another user's with ?userId=", async () => {
    const me = await signedIn(t);
    const first = await me.client.post("/api/projects", { title: "记账 App", subtitle: "帮你记账", stage: "MVP" });
    expect(first.status).toBe(201);
    expect(first.json.data.project).toMatchObject({ title: "记账 App", subtitle: "帮你记账", stage: "MVP", description: null, screenshots: [], projectTags: [] });
    await me.client.post("/api/projects", { title: "第二个", stage: "IDEA", description: "想法", projectTags: ["AI"] });
    const mine = await me.client.get("/api/projects");
    expect(mine.json.data.projects.map((p: { title: string }) => p.title)).toEqual(["第二个", "记账 App"]);
    const other = await signedIn(t);
    expect((await other.client.get("/api/projects")).json.data.projects).toEqual([]);
    expect((await other.client.get(`/api/projects?userId=${me.userId}`)).json.data.projects).toHaveLength(2);
    expect((await t.client().get(`/api/projects?userId=nobody`)).status).toBe(404);
  });

  it("validates: title required and ≤255, stage from the list, unknown keys refused, signed in only", async () => {
    const me = await signedIn(t, "en");
    const long = await me.client.post("/api/projects", { title: "x".repeat(256), stage: "MVP" });
    expect(long.status).toBe(422);
    expect(long.json.details[0]).toMatchObject({ field: "title" });
    expect(long.json.details[0].message).toContain("255");
    expect((await me.client.post("/api/projects", { title: "  ", stage: "MVP" })).json.details[0].field).toBe("title");
    expect((await me.client.post("/api/projects", { title: "ok", stage: "UNICORN" })).json.details[0].field).toBe("stage");
    expect((await me.client.post("/api/projects", { title: "ok", userId: "someone-else" })).status).toBe(422);
    expect((await t.client().post("/api/projects", { title: "ok" })).status).toBe(401);
    expect((await t.client().get("/api/projects")).status).toBe(401);
  });
});
