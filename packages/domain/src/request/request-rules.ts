// docs/product/requests-and-errors.md: how the browser's request helper and query cache behave. The numbers live here once,
// so web code and any test of it agree.

/** The request helper gives up on a request after 10 s (docs/product/requests-and-errors.md#request-helper). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** At most 3 retries after the first attempt (docs/product/requests-and-errors.md#request-helper). */
export const REQUEST_MAX_RETRIES = 3;
const REQUEST_RETRY_STEP_MS = 1000;

/**
 * docs/product/requests-and-errors.md#request-helper: wait 1 s times the attempt
 * number. `attempt` is the 1-based number of the retry about to be made.
 */
export function requestRetryDelayMs(attempt: number): number {
  return REQUEST_RETRY_STEP_MS * attempt;
}

const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** RFC 9110 §9.2.2: repeating these has the same effect as sending them once. */
export function isIdempotentMethod(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

/**
 * Whether a failure is worth repeating unchanged. No status means the request never got an answer
 * (offline, DNS, reset, timeout): transient. 408 is the server saying the same. 5xx are transient,
 * except 501 (not implemented), which will never change.
 * Every other 4xx is the request's own fault and repeats identically; that includes 429, whose
 * Retry-After is normally longer than our 1-3 s back-off, so repeating would only extend the limit.
 * The person sees the "please wait N seconds" toast instead (docs/product/requests-and-errors.md#rate-limit-toast).
 */
export function isRetryableStatus(status: number | undefined): boolean {
  if (status === undefined) return true;
  if (status === 408) return true;
  return status >= 500 && status <= 599 && status !== 501;
}

export interface RequestRetryInput {
  method: string;
  status?: number;
  isNetworkError?: boolean;
  isTimeout?: boolean;
  /** 1-based number of the retry about to be made (1 after the first failure). */
  attempt: number;
  /** A non-idempotent request the server makes idempotent (e.g. one carrying an Idempotency-Key). */
  idempotent?: boolean;
}

/**
 * Design rule 9: the browser repeats only requests that are safe to repeat, so a retried POST can
 * never create a second registration, vote or check-in.
 */
export function shouldRetryRequest(input: RequestRetryInput): boolean {
  if (input.attempt < 1 || input.attempt > REQUEST_MAX_RETRIES) return false;
  if (!(input.idempotent ?? isIdempotentMethod(input.method))) return false;
  if (input.isNetworkError || input.isTimeout) return true;
  return input.status !== undefined && isRetryableStatus(input.status);
}

export type CacheTier = "realtime" | "moderate" | "stable" | "static";

/**
 * The query cache tiers (docs/product/requests-and-errors.md#cache-tiers):
 * how long data counts as fresh, and how long unused data is kept.
 */
export const QUERY_CACHE_TIERS: Record<CacheTier, { staleTime: number; gcTime: number }> = {
  realtime: { staleTime: 5_000, gcTime: 60_000 },
  moderate: { staleTime: 120_000, gcTime: 600_000 },
  stable: { staleTime: 300_000, gcTime: 1_800_000 },
  static: { staleTime: 900_000, gcTime: 3_600_000 },
};
export const DEFAULT_CACHE_TIER: CacheTier = "moderate";

/** Queries retry at most twice (docs/product/requests-and-errors.md#query-retries). */
export const QUERY_MAX_RETRIES = 2;
const QUERY_RETRY_BASE_MS = 1000;
const QUERY_RETRY_MAX_DELAY_MS = 30_000;

/** The HTTP status an error carries, wherever a fetch wrapper or client library put it. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const record = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  for (const candidate of [record.status, record.statusCode, record.response?.status]) {
    if (typeof candidate === "number" && Number.isInteger(candidate)) return candidate;
  }
  return undefined;
}

/**
 * A TanStack Query `retry` function. `failureCount` is the number of retries already made (0 on the
 * first failure), as TanStack passes it. 401, 403 and 404 are never retried, and the same reasoning as
 * `isRetryableStatus` covers the other 4xx (docs/product/requests-and-errors.md#query-retries).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  return isRetryableStatus(errorStatus(error));
}

/** A TanStack Query `retryDelay`: 1 s, doubling, never above 30 s. */
export function queryRetryDelayMs(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_DELAY_MS);
}

/**
 * docs/product/requests-and-errors.md#query-retries: mutations retry
 * once after 1 s (only idempotent ones; see shouldRetryRequest).
 */
export const MUTATION_RETRY_COUNT = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;

/** Toasts show for 5 s; the rate-limit toast for 8 s (docs/product/requests-and-errors.md#toasts). */
export const TOAST_DURATION_MS = 5000;
export const RATE_LIMIT_TOAST_DURATION_MS = 8000;
/**
 * The login-required toast appears after 500 ms and stays 5 s
 * (docs/product/requests-and-errors.md#login-required-toast).
 */
export const LOGIN_TOAST_DELAY_MS = 500;
export const LOGIN_TOAST_DURATION_MS = 5000;

/** Event detail is fresh for 10 s and refetched every 60 s (docs/product/requests-and-errors.md#stale-times). */
export const EVENT_DETAIL_STALE_MS = 10_000;
export const EVENT_DETAIL_REFETCH_MS = 60_000;
/** Like and bookmark status are fresh for 5 s (docs/product/requests-and-errors.md#stale-times). */
export const ENGAGEMENT_STATUS_STALE_MS = 5_000;
/** Feedback and project queries are fresh for 5 minutes (docs/product/requests-and-errors.md#stale-times). */
export const FEEDBACK_PROJECT_STALE_MS = 300_000;
/** Photos are cached for 5 minutes (docs/product/requests-and-errors.md#stale-times). */
export const PHOTOS_STALE_MS = 300_000;

/**
 * Seconds to wait from a Retry-After header (delta-seconds or HTTP-date, RFC 9110 §10.2.3), else from
 * the envelope's `retryAfter` field. Null when neither says anything usable. Fractions round up so
 * "wait 0 seconds" is never shown for a wait that has not ended.
 */
export function parseRetryAfterSeconds(
  headerValue: string | null | undefined,
  bodyField?: unknown,
  now: number = Date.now(),
): number | null {
  const header = headerValue?.trim();
  if (header) {
    if (/^\d+$/.test(header)) return Number(header);
    const date = Date.parse(header);
    if (!Number.isNaN(date) && /[a-z]/i.test(header)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  const body = typeof bodyField === "string" && bodyField.trim() !== "" ? Number(bodyField) : bodyField;
  if (typeof body === "number" && Number.isFinite(body) && body >= 0) return Math.ceil(body);
  return null;
}
