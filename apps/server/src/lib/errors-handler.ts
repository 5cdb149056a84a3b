import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { localiseIssues } from "@commons/domain";
import type { z } from "zod";
import { requestLog, type AppEnv } from "./context.ts";
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable } from "./database-unavailable.ts";
import { AppError, badRequest, BusyError, notFound, TooManyError } from "./errors.ts";
import { failure } from "./envelope.ts";
import { pathOfUnstorableText, unstorableTextError } from "./unstorable-text.ts";

/** Every thrown error leaves as the envelope; anything unexpected is logged and answered without internals. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  const locale = c.get("locale") ?? "zh";
  if (err instanceof TooManyError || err instanceof BusyError) {
    c.header("Retry-After", String(err.retryAfter));
    return c.json({ ...failure(err, locale), retryAfter: err.retryAfter }, err.status);
  }
  if (err instanceof AppError) return c.json(failure(err, locale), err.status);
  if (err instanceof HTTPException) {
    if (err.status === 413) return c.json(failure(new AppError(413, "PAYLOAD_TOO_LARGE", "error.payloadTooLarge"), locale), 413);
    if (err.status === 400) {
      const malformed = /json/i.test(err.message);
      return c.json(failure(badRequest(malformed ? "error.malformedJson" : "error.badRequest"), locale), 400);
    }
    if (err.status === 401) return c.json(failure(new AppError(401, "UNAUTHORIZED", "error.unauthorized"), locale), 401);
    if (err.status === 404) return c.json(failure(new AppError(404, "NOT_FOUND", "error.notFound"), locale), 404);
    // Any other client error raised by middleware (e.g. zod-openapi's 415 for a non-JSON body) is the
    // client's mistake, never a 500 (design rule 11).
    if (err.status >= 400 && err.status < 500) return c.json(failure(badRequest(), locale), err.status);
  }
  if (isDatabaseUnavailable(err)) return databaseUnavailable(err, c);
  requestLog(c)?.error({ err }, "unhandled error");
  const message = locale === "en" ? "Server error, please try again later" : "服务器错误，请稍后重试";
  return c.json({ success: false, error: message, message, code: "INTERNAL_ERROR" }, 500);
}

/**
 * The database is unreachable (restart, failover, network): a 503 the client may retry after a few
 * seconds, never a 500. Logged without the stack: the cause is operational, not a bug.
 */
export function databaseUnavailable(err: unknown, c: Context<AppEnv>): Response {
  const reason = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
  requestLog(c)?.warn({ reason }, "database unavailable");
  c.header("Retry-After", String(DATABASE_RETRY_AFTER_S));
  const body = failure(new AppError(503, "SERVICE_UNAVAILABLE", "error.unavailable"), c.get("locale") ?? "zh");
  return c.json({ ...body, retryAfter: DATABASE_RETRY_AFTER_S }, 503);
}

/** zod-openapi's hook: a failed validation becomes a 422 that names each field in the caller's language. */
export function validationHook(
  result: { success: true; data?: unknown; target?: string } | { success: false; error: z.ZodError },
  c: Context<AppEnv>,
): void {
  if (result.success) {
    // A schema-valid value may still hold a NUL, which PostgreSQL cannot store (lib/unstorable-text.ts).
    // No id contains one, so a path parameter with it names nothing (404); elsewhere the field is named.
    const at = pathOfUnstorableText(result.data);
    if (at === null) return;
    if (result.target === "param") throw notFound();
    throw unstorableTextError(at, c.get("locale"));
  }
  const details = localiseIssues(result.error.issues, c.get("locale"));
  throw new AppError(422, "VALIDATION_ERROR", "error.validation", {}, details);
}
