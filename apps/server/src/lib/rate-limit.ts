import type { Context } from "hono";
import type { Redis } from "ioredis";
import { translate } from "@commons/domain";
import type { AppEnv } from "./context.ts";

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit; answers how many remain in the window and when it resets. */
  hit(key: string, rule: RateLimitRule): Promise<{ count: number; resetSeconds: number }>;
}

/** Fixed-window counters in process memory: enough for one process (design: Redis when several). */
export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, rule) {
      const now = Date.now();
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    },
  };
}

/** The same counters in Redis, so several server processes share one budget. */
export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, rule) {
      const k = `rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).ttl(k).exec()) as [[null, number], [null, number]];
      let reset = ttl;
      if (ttl < 0) {
        await redis.expire(k, rule.windowSeconds);
        reset = rule.windowSeconds;
      }
      return { count, resetSeconds: Math.max(1, reset) };
    },
  };
}

export function disabledRateLimiter(): RateLimiter {
  return { hit: async () => ({ count: 0, resetSeconds: 1 }) };
}

/** Counts a hit on every key; answers a 429 envelope with Retry-After when any is over its limit. */
export async function rateLimited(
  c: Context<AppEnv>,
  limiter: RateLimiter,
  keys: string[],
  rule: RateLimitRule,
): Promise<Response | null> {
  let worst: { count: number; resetSeconds: number } | null = null;
  for (const key of keys) {
    const r = await limiter.hit(key, rule);
    if (r.count > rule.limit && (!worst || r.resetSeconds > worst.resetSeconds)) worst = r;
  }
  if (!worst) return null;
  const locale = c.get("locale");
  const message = translate(locale, "error.tooManyRequests");
  c.header("Retry-After", String(worst.resetSeconds));
  c.header("RateLimit-Policy", `${rule.limit};w=${rule.windowSeconds}`);
  c.header("RateLimit", `limit=${rule.limit}, remaining=0, reset=${worst.resetSeconds}`);
  return c.json(
    { success: false, error: message, message, code: "TOO_MANY_REQUESTS", retryAfter: worst.resetSeconds },
    429,
  );
}
