import { REQUEST_TIMEOUT_MS } from "@commons/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { activateLocale } from "./i18n.ts";
import { request } from "./request.ts";

// Only the network boundary is stubbed: `fetch` answers like a server (or never answers).
const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" }, ...init });
}

function failure(status: number, code: string, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return json({ success: false, error: message, message, code, ...extra }, { status, statusText: "Status", headers });
}

/** A fetch that never answers, but rejects like a browser's when its signal aborts. */
function hang(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });
}

/** Runs a request to completion under fake timers and reports how it ended and when each attempt started. */
async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(async () => {
  await activateLocale("zh");
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("request: success", () => {
  it("returns the envelope's data and sends cookies and the reader's language", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { id: "e1" } }));
    const result = await settle(request<{ id: string }>("/api/events/e1", { query: { page: 2, q: "", tag: undefined } }));
    expect(result.value).toEqual({ id: "e1" });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/events/e1?page=2");
    expect(init?.credentials).toBe("include");
    expect((init?.headers as Record<string, string>)["Accept-Language"]).toBe("zh-CN");
  });

  it("follows the locale for Accept-Language", async () => {
    await activateLocale("en");
    fetchMock.mockResolvedValueOnce(json({ success: true, data: 1 }));
    await settle(request("/api/x"));
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)["Accept-Language"]).toBe("en");
  });

  it("passes a bare JSON body through (better-auth answers without an envelope)", async () => {
    fetchMock.mockResolvedValueOnce(json(null));
    expect((await settle(request("/api/auth/get-session"))).value).toBeNull();
  });

  it("sends a JSON body with its content type", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: {} }));
    await settle(request("/api/profile/update", { method: "POST", body: { name: "王小明" } }));
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(JSON.stringify({ name: "王小明" }));
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });
});

describe("request: timeout", () => {
  it("gives up on an attempt after 10 s with the catalog's timeout text", async () => {
    fetchMock.mockImplementation(hang);
    const outcome = settle(request("/api/slow", { method: "POST" }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { error } = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("请求超时，请检查网络连接");
    expect((error as ApiError).type).toBe("network");
    expect((error as ApiError).isTimeout).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("retries a timed-out GET three times, waiting 1 s, 2 s, 3 s between attempts", async () => {
    fetchMock.mockImplementation(hang);
    const started: number[] = [];
    fetchMock.mockImplementation((input, init) => {
      started.push(Date.now());
      return hang(input, init);
    });
    const t0 = Date.now();
    const { error } = await settle(request("/api/slow"));
    expect((error as ApiError).isTimeout).toBe(true);
    expect(started.map((at) => at - t0)).toEqual([0, 11_000, 23_000, 36_000]);
  });
});

describe("request: retries", () => {
  it("retries network failures of idempotent requests up to 3 times, then reports the network text", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { error } = await settle(request("/api/events"));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect((error as ApiError).message).toBe("网络连接失败，请检查网络后重试");
    expect((error as ApiError).type).toBe("network");
  });

  it("waits 1 s × the attempt number before each retry", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const outcome = request("/api/events").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await outcome;
  });

  it("succeeds when a retry gets through", async () => {
    fetchMock
      .mockResolvedValueOnce(failure(503, "SERVICE_UNAVAILABLE", "服务暂时不可用"))
      .mockResolvedValueOnce(json({ success: true, data: "ok" }));
    const result = await settle(request("/api/events"));
    expect(result.error).toBeUndefined();
    expect(result.value).toBe("ok");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("never repeats a POST", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await settle(request("/api/events/e1/register", { method: "POST", body: {} }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockClear();
    fetchMock.mockResolvedValue(failure(500, "INTERNAL_ERROR", "服务器错误"));
    await settle(request("/api/events/e1/register", { method: "POST", body: {} }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("repeats a POST the caller marks idempotent", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await settle(request("/api/notifications/n1/read", { method: "POST", idempotent: true }));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it.each([
    [401, "UNAUTHORIZED", "authentication"],
    [403, "FORBIDDEN", "permission"],
    [404, "NOT_FOUND", "notFound"],
  ])("does not retry %i", async (status, code, type) => {
    fetchMock.mockResolvedValue(failure(status, code, "无"));
    const { error } = await settle(request("/api/events/e1"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).type).toBe(type);
  });

  it("stops at once when the caller cancels", async () => {
    fetchMock.mockImplementation(hang);
    const controller = new AbortController();
    const outcome = settle(request("/api/events", { signal: controller.signal }));
    controller.abort();
    const { error } = await outcome;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("request: errors", () => {
  it("throws the server's message, code, status and field details", async () => {
    fetchMock.mockResolvedValueOnce(
      failure(422, "VALIDATION_ERROR", "请求参数错误", { details: [{ field: "bio", message: "个人简介不能超过1000个字符" }] }),
    );
    const { error } = await settle(request("/api/profile/update", { method: "POST", body: {} }));
    expect(error).toMatchObject({
      status: 422,
      code: "VALIDATION_ERROR",
      message: "请求参数错误",
      type: "validation",
      details: [{ field: "bio", message: "个人简介不能超过1000个字符" }],
    });
  });

  it("falls back to message, then detail, then the status text", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: "Invalid email or password", code: "INVALID" }, { status: 401 }));
    expect(((await settle(request("/api/auth/sign-in/email", { method: "POST" }))).error as ApiError).message).toBe(
      "Invalid email or password",
    );
    fetchMock.mockResolvedValueOnce(json({ detail: "Gone fishing" }, { status: 409 }));
    expect(((await settle(request("/api/x", { method: "POST" }))).error as ApiError).message).toBe("Gone fishing");
    fetchMock.mockResolvedValueOnce(new Response("<html>bad gateway</html>", { status: 409, statusText: "Conflict" }));
    expect(((await settle(request("/api/x", { method: "POST" }))).error as ApiError).message).toBe("Conflict");
  });

  it.each([
    [400, "BAD_REQUEST", "validation"],
    [409, "CONFLICT", "validation"],
    [500, "INTERNAL_ERROR", "server"],
    [429, "TOO_MANY_REQUESTS", "rateLimit"],
  ])("classifies %i as %s → %s", async (status, code, type) => {
    fetchMock.mockResolvedValue(failure(status, code, "x"));
    const { error } = await settle(request("/api/x", { method: "POST" }));
    expect((error as ApiError).type).toBe(type);
  });

  it("reads Retry-After from the header", async () => {
    fetchMock.mockResolvedValueOnce(failure(429, "TOO_MANY_REQUESTS", "请求过于频繁", { retryAfter: 99 }, { "Retry-After": "42" }));
    const { error } = await settle(request("/api/x", { method: "POST" }));
    expect((error as ApiError).retryAfter).toBe(42);
  });

  it("reads Retry-After as an HTTP date", async () => {
    const inThirty = new Date(Date.now() + 30_000).toUTCString();
    fetchMock.mockResolvedValueOnce(failure(429, "TOO_MANY_REQUESTS", "请求过于频繁", {}, { "Retry-After": inThirty }));
    const { error } = await settle(request("/api/x", { method: "POST" }));
    expect((error as ApiError).retryAfter).toBeGreaterThanOrEqual(29);
    expect((error as ApiError).retryAfter).toBeLessThanOrEqual(30);
  });

  it("falls back to the envelope's retryAfter field", async () => {
    fetchMock.mockResolvedValueOnce(failure(429, "TOO_MANY_REQUESTS", "请求过于频繁", { retryAfter: 12 }));
    const { error } = await settle(request("/api/x", { method: "POST" }));
    expect((error as ApiError).retryAfter).toBe(12);
  });

  it("has no wait when neither says one", async () => {
    fetchMock.mockResolvedValueOnce(failure(429, "TOO_MANY_REQUESTS", "请求过于频繁"));
    const { error } = await settle(request("/api/x", { method: "POST" }));
    expect((error as ApiError).retryAfter).toBeNull();
  });

  it("treats a 200 with success:false as a failure", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false, error: "名额已满", message: "名额已满", code: "CONFLICT" }));
    const { error } = await settle(request("/api/x", { method: "POST" }));
    expect((error as ApiError).message).toBe("名额已满");
  });
});
