import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { localiseIssues } from "@commons/domain";
import type { z } from "zod";
import type { AppEnv } from "./context.ts";
import { AppError, badRequest } from "./errors.ts";
import { failure } from "./envelope.ts";

/** Every thrown error leaves as the envelope; anything unexpected is logged and answered without internals. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  const locale = c.get("locale") ?? "zh";
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
  if (isDatabaseUnavailable(err)) {
    c.get("log")?.error({ err }, "database unavailable");
    return c.json(failure(new AppError(503, "SERVICE_UNAVAILABLE", "error.unavailable"), locale), 503);
  }
  c.get("log")?.error({ err }, "unhandled error");
  const message = locale === "en" ? "Server error, please try again later" : "服务器错误，请稍后重试";
  return c.json({ success: false, error: message, message, code: "INTERNAL_ERROR" }, 500);
}

function isDatabaseUnavailable(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;
  return code === "ECONNREFUSED" || code === "57P01" || code === "08006" || code === "08001" || code === "ECONNRESET";
}

/** zod-openapi's hook: a failed validation becomes a 422 that names each field in the caller's language. */
export function validationHook(
  result: { success: true } | { success: false; error: z.ZodError },
  c: Context<AppEnv>,
): void {
  if (result.success) return;
  const details = localiseIssues(result.error.issues, c.get("locale"));
  throw new AppError(422, "VALIDATION_ERROR", "error.validation", {}, details);
}
