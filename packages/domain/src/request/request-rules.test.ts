import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isIdempotentMethod,
  parseRetryAfterSeconds,
  QUERY_MAX_RETRIES,
  queryRetryDelayMs,
  REQUEST_MAX_RETRIES,
  requestRetryDelayMs,
  shouldRetryQuery,
  shouldRetryRequest,
} from "./request-rules.ts";

const methods = fc.constantFrom("GET", "HEAD", "OPTIONS", "PUT", "DELETE", "POST", "PATCH", "get", "post");
const status = fc.integer({ min: 100, max: 599 });

describe("request retries", () => {
  it("waits 1 s times the attempt", () => {
    expect([1, 2, 3].map(requestRetryDelayMs)).toEqual([1000, 2000, 3000]);
  });

  it("knows the idempotent methods in any case", () => {
    for (const m of ["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "get"]) expect(isIdempotentMethod(m)).toBe(true);
    for (const m of ["POST", "PATCH", "post"]) expect(isIdempotentMethod(m)).toBe(false);
  });

  it("never retries after 3 retries, nor a non-idempotent request", () => {
    fc.assert(
      fc.property(methods, fc.option(status, { nil: undefined }), fc.boolean(), fc.boolean(), fc.integer({ min: -2, max: 10 }), (method, s, net, timeout, attempt) => {
        const retry = shouldRetryRequest({ method, status: s, isNetworkError: net, isTimeout: timeout, attempt });
        if (attempt > REQUEST_MAX_RETRIES || attempt < 1 || !isIdempotentMethod(method)) expect(retry).toBe(false);
      }),
    );
  });

  it("never retries 401, 403, 404 or 429", () => {
    fc.assert(
      fc.property(methods, fc.constantFrom(400, 401, 403, 404, 409, 422, 429), fc.integer({ min: 1, max: 3 }), (method, s, attempt) => {
        expect(shouldRetryRequest({ method, status: s, attempt })).toBe(false);
      }),
    );
  });

  it("retries idempotent requests after network errors, timeouts, 408 and 5xx", () => {
    for (const attempt of [1, 2, 3]) {
      expect(shouldRetryRequest({ method: "GET", isNetworkError: true, attempt })).toBe(true);
      expect(shouldRetryRequest({ method: "PUT", isTimeout: true, attempt })).toBe(true);
      expect(shouldRetryRequest({ method: "DELETE", status: 503, attempt })).toBe(true);
      expect(shouldRetryRequest({ method: "GET", status: 408, attempt })).toBe(true);
    }
    expect(shouldRetryRequest({ method: "GET", status: 501, attempt: 1 })).toBe(false);
    expect(shouldRetryRequest({ method: "GET", status: 200, attempt: 1 })).toBe(false);
  });

  it("retries a POST only when the server makes it idempotent", () => {
    expect(shouldRetryRequest({ method: "POST", status: 503, attempt: 1 })).toBe(false);
    expect(shouldRetryRequest({ method: "POST", status: 503, attempt: 1, idempotent: true })).toBe(true);
  });
});

describe("query retries", () => {
  it("retries at most twice and never on 401 or 404, whatever the error shape", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 }), fc.option(status, { nil: undefined }), fc.constantFrom("status", "statusCode", "response"), (count, s, where) => {
        const error = s === undefined ? new Error("x") : where === "response" ? { response: { status: s } } : { [where]: s };
        const retry = shouldRetryQuery(count, error);
        if (count >= QUERY_MAX_RETRIES) expect(retry).toBe(false);
        if (s === 401 || s === 404 || s === 403) expect(retry).toBe(false);
        if (count < QUERY_MAX_RETRIES && (s === undefined || s === 500 || s === 503)) expect(retry).toBe(true);
      }),
    );
  });

  it("treats non-object errors as network failures", () => {
    expect(shouldRetryQuery(0, "boom")).toBe(true);
    expect(shouldRetryQuery(0, null)).toBe(true);
  });

  it("doubles the delay from 1 s and caps it at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    fc.assert(
      fc.property(fc.nat({ max: 100 }), (n) => {
        expect(queryRetryDelayMs(n)).toBeLessThanOrEqual(30_000);
        expect(queryRetryDelayMs(n + 1)).toBeGreaterThanOrEqual(queryRetryDelayMs(n));
      }),
    );
  });
});

describe("parseRetryAfterSeconds", () => {
  const now = Date.parse("2025-01-01T00:00:00Z");

  it("reads delta-seconds and HTTP-dates", () => {
    expect(parseRetryAfterSeconds("120", undefined, now)).toBe(120);
    expect(parseRetryAfterSeconds(" 0 ", undefined, now)).toBe(0);
    expect(parseRetryAfterSeconds("Wed, 01 Jan 2025 00:00:30 GMT", undefined, now)).toBe(30);
    expect(parseRetryAfterSeconds("Tue, 31 Dec 2024 23:00:00 GMT", undefined, now)).toBe(0);
  });

  it("falls back to the envelope's retryAfter field", () => {
    expect(parseRetryAfterSeconds(null, 7, now)).toBe(7);
    expect(parseRetryAfterSeconds(undefined, "12", now)).toBe(12);
    expect(parseRetryAfterSeconds("", 2.2, now)).toBe(3);
    expect(parseRetryAfterSeconds("soon", 5, now)).toBe(5);
  });

  it("answers null for nothing usable", () => {
    expect(parseRetryAfterSeconds(null)).toBeNull();
    expect(parseRetryAfterSeconds("-5", -1, now)).toBeNull();
    expect(parseRetryAfterSeconds("1.5", "abc", now)).toBeNull();
    expect(parseRetryAfterSeconds(undefined, Number.POSITIVE_INFINITY, now)).toBeNull();
  });
});
