import {
  classifyError,
  errorTypeMessageKey,
  type FieldError,
  parseRetryAfterSeconds,
  REQUEST_TIMEOUT_MS,
  requestRetryDelayMs,
  shouldRetryRequest,
} from "@commons/domain";
import { ApiError } from "./api-error.ts";
import { currentLocale, htmlLang, tShared } from "./i18n.ts";

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: string;
  /** Sent as JSON unless it is already a body the browser can send (FormData, Blob…). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** The caller's cancellation (TanStack Query passes one); cancelling is never retried. */
  signal?: AbortSignal;
  /** A non-idempotent method the server makes idempotent, so it may be repeated safely. */
  idempotent?: boolean;
}

/**
 * The one way the web app talks to the API (docs/product/requests-and-errors.md#request-helper):
 * cookies included, 10 s per attempt, retries with a growing pause only where repeating is safe, and
 * every failure turned into an `ApiError` whose message can be shown as it is. Returns the envelope's
 * `data`; a few endpoints (better-auth's) answer with a bare JSON body, which is returned unchanged.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = (options.method ?? "GET").toUpperCase();
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce<T>(path, method, options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const retry = shouldRetryRequest({
        method,
        status: error.status,
        isNetworkError: error.status === undefined && !error.isTimeout,
        isTimeout: error.isTimeout,
        attempt,
        idempotent: options.idempotent,
      });
      if (!retry) throw error;
      await sleep(requestRetryDelayMs(attempt), options.signal);
    }
  }
}

async function attemptOnce<T>(path: string, method: string, options: RequestOptions): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        credentials: "include",
        headers: buildHeaders(options),
        body: encodeBody(options.body),
        signal: controller.signal,
      });
    } catch (cause) {
      throw transportError(cause, timedOut, options.signal);
    }
    const payload = await readJson(response).catch((cause: unknown) => {
      throw transportError(cause, timedOut, options.signal);
    });
    return unwrap<T>(response, payload);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }
}

function transportError(cause: unknown, timedOut: boolean, callerSignal: AbortSignal | undefined): unknown {
  // The caller gave up (page left, query cancelled): hand back their abort untouched, no toast, no retry.
  if (!timedOut && callerSignal?.aborted) return callerSignal.reason ?? cause;
  if (timedOut) {
    return new ApiError({ message: tShared("request.timeout"), type: classifyError({ isTimeout: true }), isTimeout: true });
  }
  return new ApiError({ message: tShared("request.network"), type: classifyError({ isNetworkError: true }) });
}

interface FailureBody {
  success?: boolean;
  data?: unknown;
  error?: unknown;
  message?: unknown;
  detail?: unknown;
  code?: unknown;
  details?: unknown;
  retryAfter?: unknown;
}

function unwrap<T>(response: Response, payload: unknown): T {
  const body = isRecord(payload) ? (payload as FailureBody) : undefined;
  if (response.ok && body?.success !== false) {
    return (body && body.success === true ? body.data : payload) as T;
  }
  const code = typeof body?.code === "string" ? body.code : undefined;
  const message = firstText(body?.error, body?.message, body?.detail) ?? response.statusText;
  const type = classifyError({ status: response.status, code, message });
  return throwError({
    status: response.status,
    code,
    message: message || tShared(errorTypeMessageKey(type)),
    details: parseDetails(body?.details),
    retryAfter: parseRetryAfterSeconds(response.headers.get("Retry-After"), body?.retryAfter),
    type,
  });
}

function throwError(init: ConstructorParameters<typeof ApiError>[0]): never {
  throw new ApiError(init);
}

function firstText(...candidates: unknown[]): string | undefined {
  for (const value of candidates) if (typeof value === "string" && value.trim()) return value;
  return undefined;
}

function parseDetails(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldError => isRecord(item) && typeof item.field === "string" && typeof item.message === "string",
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page is not an API answer; the status still tells what happened.
    return null;
  }
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes("?") ? "&" : "?"}${search}` : path;
}

function buildHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": htmlLang(currentLocale()),
    ...options.headers,
  };
  if (options.body !== undefined && !isNativeBody(options.body)) headers["Content-Type"] = "application/json";
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return isNativeBody(body) ? body : JSON.stringify(body);
}

function isNativeBody(body: unknown): body is BodyInit {
  return (
    typeof body === "string" ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
