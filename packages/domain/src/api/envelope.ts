// The response envelope (docs/product/requests-and-errors.md#envelope): every API answer has this shape.
export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_ERROR",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  // A deleted event (410): docs/product/organiser-console.md#deleting-an-event.
  "GONE",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "TOO_MANY_REQUESTS",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export interface ApiFailure {
  success: false;
  data?: undefined;
  error: string;
  message: string;
  code: ErrorCode;
  details?: FieldError[];
  retryAfter?: number;
  /** On refusals of /api/auth/*: better-auth's own error code. */
  authCode?: string;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export interface Pagination {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
