import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertEvent, insertUser } from "../test/fixtures.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// Served by Node, the fixed headers go onto the Node response, not through Hono (node-response.ts):
// app.request never takes that path, so these run the real app on a real server.
let t: TestApp;
let server: ServerType;
let base: string;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  const host = await insertUser(t.db);
  eventId = await insertEvent(t.db, host.id);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe("headers set on the Node response", () => {
  it("carries the right policy, the fixed security headers and a request id on API, health and error answers", async () => {
    for (const path of [`/api/events/${eventId}`, "/api/events", "/healthz", "/api/nope"]) {
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      const policy = path.startsWith("/api/") ? "default-src 'none'; frame-ancestors 'none'" : expect.stringContaining("script-src 'self' 'sha256-");
      expect(res.headers.get("content-security-policy"), path).toEqual(policy);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("keeps the hot route's own headers next to them, and answers 304 to its ETag", async () => {
    const first = await fetch(`${base}/api/events/${eventId}`);
    const body = (await first.json()) as { data: { id: string } };
    expect(body.data.id).toBe(eventId);
    expect(first.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    // Node's fetch offers gzip, and the 6 KB payload is worth compressing: the variant has its own tag.
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(first.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}-gzip"$/);
    const again = await fetch(`${base}/api/events/${eventId}`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    // The security headers are merged into the read's prebuilt headers once; the request id never is.
    const ids = [first, again].map((res) => res.headers.get("x-request-id"));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(again.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("echoes a well-formed incoming request id and replaces a malformed one", async () => {
    const kept = await fetch(`${base}/healthz`, { headers: { "x-request-id": "trace-42" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-42");
    const replaced = await fetch(`${base}/healthz`, { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lets a route's own policy replace the page policy (the API docs allow their one script by hash)", async () => {
    const res = await fetch(`${base}/api/docs`);
    await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src https:\/\/cdn\.jsdelivr\.net 'sha256-/);
    expect(csp).not.toContain("script-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
