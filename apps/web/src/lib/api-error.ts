import type { ErrorType, FieldError } from "@commons/domain";

export interface ApiErrorInit {
  status?: number;
  code?: string;
  message: string;
  details?: FieldError[];
  retryAfter?: number | null;
  type: ErrorType;
  isTimeout?: boolean;
}

/**
 * Every failure the request helper reports, already classified
 * (docs/product/requests-and-errors.md#error-types) and in the reader's language.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly details: FieldError[];
  /** Seconds to wait before trying again, from Retry-After or the envelope's `retryAfter`. */
  readonly retryAfter: number | null;
  readonly type: ErrorType;
  readonly isTimeout: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.retryAfter = init.retryAfter ?? null;
    this.type = init.type;
    this.isTimeout = init.isTimeout ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text a person should read for a failure: the server's message, else the first field message. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || error.details[0]?.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
