import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("app-wide conventions", () => {
  it("answers /healthz with the database state", async () => {
    const res = await t.client().get("/healthz");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok", database: "up" });
  });

  it("answers unknown API paths with a 404 envelope in the caller's language", async () => {
    const zh = await t.client("zh").get("/api/nothing-here");
    expect(zh.status).toBe(404);
    expect(zh.json).toEqual({ success: false, error: "内容不存在", message: "内容不存在", code: "NOT_FOUND" });
    const en = await t.client("en").get("/api/nothing-here");
    expect(en.json.error).toBe("Not found");
  });

  it("answers bodies over 1 MB with 413", async () => {
    const c = t.client();
    await c.signUp();
    const res = await c.post("/api/profile/update", JSON.stringify({ bio: "x".repeat(1024 * 1024 + 10) }), {
      "content-type": "application/json",
    });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers malformed JSON with 400, never 500", async () => {
    const c = t.client();
    await c.signUp();
    const res = await c.post("/api/profile/update", '{"bio": "unterminated', { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: "BAD_REQUEST" });
  });

  it("sets a request id on every answer and honours a sane incoming one", async () => {
    const res = await t.client().get("/healthz", { "x-request-id": "abc-123" });
    expect(res.headers.get("x-request-id")).toBe("abc-123");
    const bad = await t.client().get("/healthz", { "x-request-id": "<script>" });
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("publishes an OpenAPI document and interactive docs", async () => {
    const doc = await t.client().get("/api/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.json.openapi).toBe("3.1.0");
    const ui = await t.client().get("/api/docs");
    expect(ui.status).toBe(200);
    expect(ui.text).toMatch(/swagger/i);
  });

  it("serves the development outbox outside production only", async () => {
    const res = await t.client().get("/dev/outbox");
    expect(res.status).toBe(200);
    const prod = await createTestApp({ NODE_ENV: "production" });
    try {
      expect((await prod.client().get("/dev/outbox")).status).toBe(404);
      expect((await prod.client().get("/api/dev/outbox")).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
