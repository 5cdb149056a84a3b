import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context.ts";
import { rateLimited, type RateLimiter, type RateLimitRule } from "./rate-limit.ts";

/**
 * Limits that apply across routes, in one place. Routes with a purpose-made budget (sign-in, register,
 * upload, check-in, photos, organiser messages) keep their own limits on top of these.
 *
 * - Every API request counts against its address: a ceiling no person clicking reaches, which stops
 *   one machine from hammering the server. It is per address, not per account, so that signing up
 *   many accounts does not raise it.
 * - Every write counts against the signed-in user (or the address when signed out).
 * - Engagement toggles (like, bookmark, follow) have a tighter per-user budget: a person taps these a
 *   few times a minute, a script thousands.
 */
export const API_RATE_LIMITS = {
  perAddress: { limit: 600, windowSeconds: 60 },
  writesPerCaller: { limit: 120, windowSeconds: 60 },
  engagementPerCaller: { limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Where the toggles live (docs/product/engagement.md): likes under /api/events, bookmarks under /api/user/events.
const ENGAGEMENT_PATHS = [/^\/api\/events\/[^/]+\/like$/, /^\/api\/user\/events\/[^/]+\/bookmark$/, /^\/api\/event-host-subscriptions$/];

/**
 * The per-address ceiling alone, for /api/auth: better-auth's routes answer before the session is read,
 * so apiRateLimits never sees them, and the ceiling must hold there too (get-session and sign-out included).
 */
export function addressCeiling(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => (await rateLimited(c, limiter, [`api:ip:${c.get("clientIp")}`], API_RATE_LIMITS.perAddress)) ?? next();
}

export function apiRateLimits(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ip = c.get("clientIp");
    const caller = c.get("user")?.id ? `user:${c.get("user")!.id}` : `ip:${ip}`;
    const checks: [string, RateLimitRule][] = [[`api:ip:${ip}`, API_RATE_LIMITS.perAddress]];
    if (WRITE_METHODS.has(c.req.method)) {
      checks.push([`write:${caller}`, API_RATE_LIMITS.writesPerCaller]);
      if (ENGAGEMENT_PATHS.some((p) => p.test(c.req.path))) checks.push([`engage:${caller}`, API_RATE_LIMITS.engagementPerCaller]);
    }
    for (const [key, rule] of checks) {
      const limited = await rateLimited(c, limiter, [key], rule);
      if (limited) return limited;
    }
    return next();
  };
}
