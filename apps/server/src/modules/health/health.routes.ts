import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { DATABASE_RETRY_AFTER_S } from "../../lib/database-unavailable.ts";
import { requestLog, type AppEnv } from "../../lib/context.ts";

// A load balancer's probe must get an answer quickly even when the database hangs instead of refusing.
const PING_TIMEOUT_MS = 2000;

export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get("/healthz", async (c) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("ping timeout")), PING_TIMEOUT_MS);
        }),
      ]);
      return c.json({ status: "ok", database: "up" });
    } catch (err) {
      requestLog(c)?.warn({ reason: err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err) }, "health check failed");
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_S));
      return c.json({ status: "error", database: "down" }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
}
