import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { LOCALE_COOKIE, pickLocale } from "@commons/domain";
import { requestCookie } from "./request-cookie.ts";
import { requestLog, type AppEnv } from "./context.ts";
import type { Logger } from "./logger.ts";
import type { Db } from "../db/client.ts";
import type { Auth } from "../modules/auth/auth.ts";
import type { SessionCache } from "./session-cache.ts";
import { sessionLookup } from "./session-lookup.ts";

/** Request id, language, client address and one structured log line per request. */
export function requestContext(log: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    c.set("requestId", requestId);
    c.set("locale", pickLocale(requestCookie(c, LOCALE_COOKIE), c.req.header("accept-language")));
    c.set("clientIp", clientIp(c, trustProxy));
    c.set("baseLog", log);
    c.set("user", null);
    c.set("sessionId", null);
    const started = performance.now();
    await next();
    const failed = c.res.status >= 500;
    if (!failed && !log.isLevelEnabled("debug")) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (failed) requestLog(c)?.error(line, "request failed");
    else requestLog(c)?.debug(line, "request");
  };
}

function clientIp(c: Parameters<MiddlewareHandler<AppEnv>>[0], trustProxy: boolean): string {
  // Forwarded headers are only believed behind a proxy we were told about (design rule 10).
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "local";
  }
}

/** Resolves the session cookie once per API request; handlers read `c.var.user`. */
export function sessionMiddleware(auth: Auth, db: Db, cache: SessionCache): MiddlewareHandler<AppEnv> {
  const lookup = sessionLookup(auth, db, cache);
  return async (c, next) => {
    const cookie = c.req.header("cookie");
    if (cookie?.includes("session_token")) {
      const session = await lookup(c);
      if (session) {
        c.set("user", session.user);
        c.set("sessionId", session.sessionId);
      }
    }
    await next();
  };
}
