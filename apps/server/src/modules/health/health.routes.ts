import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";

const PING_TIMEOUT_MS = 2000;

export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get("/healthz", async (c) => {
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("ping timeout")), PING_TIMEOUT_MS).unref()),
      ]);
      return c.json({ status: "ok", database: "up" });
    } catch (err) {
      c.get("log").warn({ err }, "health check failed");
      return c.json({ status: "error", database: "down" }, 503);
    }
  });
}
