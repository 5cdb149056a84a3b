import type { ErrorCode, FieldError, MessageKey, MessageParams } from "@commons/domain";

/** Errors a service throws on purpose; the error handler turns them into the envelope in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503,
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly details?: FieldError[],
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey = "error.badRequest", params?: MessageParams) =>
  new AppError(400, "BAD_REQUEST", key, params);
export const unauthorized = () => new AppError(401, "UNAUTHORIZED", "error.unauthorized");
export const forbidden = (key: MessageKey = "error.forbidden") => new AppError(403, "FORBIDDEN", key);
export const notFound = (key: MessageKey = "error.notFound") => new AppError(404, "NOT_FOUND", key);
/** A deleted event, on every route that names it (modules/events/event-gone.ts). */
export const eventGone = () => new AppError(410, "GONE", "error.eventDeleted");
export const conflict = (key: MessageKey = "error.conflict", params?: MessageParams) =>
  new AppError(409, "CONFLICT", key, params);

/** A 422 naming one field, for rules a schema can't express (uniqueness, cross-field checks). */
export const fieldError = (field: string, key: MessageKey, params: MessageParams = {}) =>
  new AppError(422, "VALIDATION_ERROR", key, params, [{ field, message: key }]);

/** A 429 for an allowance spent (not a burst): the error handler adds Retry-After. */
export class TooManyError extends AppError {
  constructor(
    key: MessageKey,
    params: MessageParams,
    readonly retryAfter: number,
  ) {
    super(429, "TOO_MANY_REQUESTS", key, params);
  }
}

/** A 503 for work the server cannot take on right now (a full render queue): the error handler adds Retry-After. */
export class BusyError extends AppError {
  constructor(
    key: MessageKey,
    readonly retryAfter: number,
  ) {
    super(503, "SERVICE_UNAVAILABLE", key);
  }
}
