import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiBodyLimit } from "./body-limit.ts";

// The limit's fast path only exists on a real Node server (app.request never takes it), so this runs one.
const MAX = 64;
let server: ServerType;
let base: string;

beforeAll(async () => {
  const app = new Hono();
  app.use("*", apiBodyLimit({ maxSize: MAX, onError: (c) => c.text("too large", 413) }));
  app.all("/echo", async (c) => c.text(c.req.method === "GET" ? "ok" : await c.req.text()));
  server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A body sent in chunks, so it travels with Transfer-Encoding: chunked and no Content-Length. */
function chunked(text: string) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

describe("apiBodyLimit on a Node server", () => {
  it("lets a GET and a body within the limit through, and the body arrives whole", async () => {
    expect(await (await fetch(`${base}/echo`)).text()).toBe("ok");
    const res = await fetch(`${base}/echo`, { method: "POST", body: "x".repeat(MAX) });
    expect([res.status, await res.text()]).toEqual([200, "x".repeat(MAX)]);
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    expect((await fetch(`${base}/echo`, { method: "POST", body: "x".repeat(MAX + 1) })).status).toBe(413);
  });

  it("counts a chunked body as it arrives", async () => {
    const small = await fetch(`${base}/echo`, { method: "POST", body: chunked("hello"), duplex: "half" } as RequestInit);
    expect([small.status, await small.text()]).toEqual([200, "hello"]);
    const big = await fetch(`${base}/echo`, { method: "POST", body: chunked("x".repeat(MAX + 1)), duplex: "half" } as RequestInit);
    expect(big.status).toBe(413);
  });
});
