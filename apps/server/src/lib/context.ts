import type { Locale } from "@commons/domain";
import type { Context } from "hono";
import type { Logger } from "./logger.ts";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

/** Variables every handler can read from `c.var`. */
export interface AppVariables {
  requestId: string;
  locale: Locale;
  /** The app's logger; handlers log through `requestLog(c)`, which adds the request id. */
  baseLog: Logger;
  /** The request's child logger, made on first use by `requestLog`. */
  log?: Logger;
  user: SessionUser | null;
  sessionId: string | null;
  clientIp: string;
  /** The security headers for this kind of answer, shared (lib/security-headers.ts); written by `commonHeaders`. */
  securityHeaders?: Readonly<Record<string, string>>;
  /** Set when the route's answer already holds the common headers (lib/node-response.ts `plainHeadersResponse`). */
  commonHeadersSent?: boolean;
}

export interface AppEnv {
  Variables: AppVariables;
}

/**
 * The request's logger, carrying its request id. Made on first use: most requests log nothing at the
 * production level, and a pino child per request was a measurable share of the hottest read's CPU.
 */
export function requestLog(c: Context<AppEnv>): Logger | undefined {
  let log = c.get("log");
  if (!log) {
    const base = c.get("baseLog");
    if (!base) return undefined;
    log = base.child({ requestId: c.get("requestId") });
    c.set("log", log);
  }
  return log;
}
