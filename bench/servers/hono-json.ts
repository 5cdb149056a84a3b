// The baseline server: a bare Hono JSON route on @hono/node-server, nothing else.
// Whatever our real routes cost is measured against this.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
const payload = { success: true, data: { id: "baseline", title: "你好，Commons", tags: ["a", "b", "c"] } };
app.get("/json", (c) => c.json(payload));
app.get("/healthz", (c) => c.json({ status: "ok" }));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: process.env.HOST ?? "127.0.0.1" });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
