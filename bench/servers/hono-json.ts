// The baseline server: a bare Hono JSON route on @hono/node-server, nothing else.
// Whatever our real routes cost is measured against this.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { readFileSync } from "node:fs";

const app = new Hono();
const payload = { success: true, data: { id: "baseline", title: "你好，Commons", tags: ["a", "b", "c"] } };
app.get("/json", (c) => c.json(payload));
app.get("/healthz", (c) => c.json({ status: "ok" }));
// The event-detail scenario's diagnostic: the same bytes the app sends, already rendered, nothing else.
// BENCH_PAYLOAD_ENCODING names the content coding those bytes are already in, as the app sent them.
if (process.env.BENCH_PAYLOAD_FILE) {
  const body = new Uint8Array(readFileSync(process.env.BENCH_PAYLOAD_FILE));
  const encoding = process.env.BENCH_PAYLOAD_ENCODING;
  const headers = { "Content-Type": "application/json; charset=UTF-8", ...(encoding ? { "Content-Encoding": encoding } : {}) };
  app.get("/payload", (c) => c.body(body, 200, headers));
}

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: process.env.HOST ?? "127.0.0.1" });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
