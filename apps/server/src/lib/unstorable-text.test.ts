import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../db/schema/index.ts";
import { signedIn } from "../test/fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { pathOfUnstorableText } from "./unstorable-text.ts";

// Found by the app-wide bad-input suite (src/test/fuzz-suite.ts): a NUL in a path id answered 500
// (GET /api/users/%00, POST /api/notifications/%00/read), because PostgreSQL refuses it in any text.

describe("pathOfUnstorableText", () => {
  it("names the first string or key holding a NUL", () => {
    expect(pathOfUnstorableText({ a: "ok", b: [{ c: "x\u0000" }] })).toBe("b.0.c");
    expect(pathOfUnstorableText({ "k\u0000": 1 })).toBe("k\u0000");
    expect(pathOfUnstorableText("\u0000")).toBe("");
    expect(pathOfUnstorableText({ a: "fine", n: 1, z: null })).toBeNull();
  });

  // Found by the same suite on PostgreSQL: a message body "a\udc00b" reached a jsonb column and answered 500.
  it("names a string holding a lone surrogate, and lets whole emoji through", () => {
    expect(pathOfUnstorableText({ body: "a\udc00b" })).toBe("body");
    expect(pathOfUnstorableText({ body: ["ok", "tail\ud83d"] })).toBe("body.1");
    expect(pathOfUnstorableText({ "\ud800": 1 })).toBe("\ud800");
    expect(pathOfUnstorableText({ subject: "🥧𝕃𒀯 ok" })).toBeNull();
  });

  it("walks a body nested 300,000 deep without overflowing the stack", () => {
    const n = 300_000;
    const deep = JSON.parse(`${"[".repeat(n)}"\\u0000"${"]".repeat(n)}`);
    expect(pathOfUnstorableText(deep)?.split(".")).toHaveLength(n);
  });
});

describe("a NUL in a request", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: "off" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("in a path id is 'not found'", async () => {
    const { client } = await signedIn(t);
    expect((await client.get("/api/users/%00")).status).toBe(404);
    expect((await client.post("/api/notifications/a%00b/read")).status).toBe(404);
    expect((await client.get("/api/orgs/%00")).status).toBe(404);
  });

  it("in a query or a body is a 422 naming the field, and stores nothing", async () => {
    const { client } = await signedIn(t, "en");
    const search = await client.get("/api/events?q=a%00");
    expect(search.status).toBe(422);
    expect(search.json.details).toEqual([{ field: "q", message: "Search is invalid" }]);
    const created = await client.post("/api/projects", { title: "项目\u0000", subtitle: "x" });
    expect(created.status).toBe(422);
    expect(created.json.details[0].field).toBe("title");
    const [row] = await t.db.select({ n: count() }).from(projects);
    expect(row!.n).toBe(0);
  });
});
