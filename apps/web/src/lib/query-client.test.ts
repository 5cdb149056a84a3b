import { QUERY_CACHE_TIERS } from "@commons/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { cacheTier, createQueryClient, idempotentMutation } from "./query-client.ts";

function apiError(status: number): ApiError {
  return new ApiError({ status, message: "x", type: status >= 500 ? "server" : status === 404 ? "notFound" : "authentication" });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Runs one query with the app's defaults; records when each attempt started. */
async function attempts(error: unknown): Promise<number[]> {
  const client = createQueryClient();
  const started: number[] = [];
  const t0 = Date.now();
  const done = client
    .fetchQuery({
      queryKey: ["probe", Math.random()],
      queryFn: () => {
        started.push(Date.now() - t0);
        return Promise.reject(error);
      },
    })
    .catch(() => undefined);
  await vi.runAllTimersAsync();
  await done;
  return started;
}

describe("query client", () => {
  it("retries a failing query twice, waiting 1 s then 2 s", async () => {
    expect(await attempts(apiError(500))).toEqual([0, 1000, 3000]);
  });

  it("retries network failures (no status) the same way", async () => {
    expect(await attempts(new ApiError({ message: "offline", type: "network" }))).toHaveLength(3);
  });

  it.each([401, 404, 403])("does not retry %i", async (status) => {
    expect(await attempts(apiError(status))).toEqual([0]);
  });

  it("uses the moderate tier by default and exposes the others", () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(120_000);
    expect(defaults?.gcTime).toBe(600_000);
    expect(cacheTier("realtime")).toEqual(QUERY_CACHE_TIERS.realtime);
    expect(cacheTier("static")).toEqual({ staleTime: 900_000, gcTime: 3_600_000 });
  });

  it("caps the retry delay at 30 s", () => {
    const retryDelay = createQueryClient().getDefaultOptions().queries?.retryDelay as (n: number) => number;
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("never retries mutations unless they are marked idempotent (then once, after 1 s)", async () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.retry).toBe(0);
    expect(idempotentMutation).toEqual({ retry: 1, retryDelay: 1000 });

    const calls: number[] = [];
    let t0 = Date.now();
    const run = (options: object) => {
      t0 = Date.now();
      return client
        .getMutationCache()
        .build(client, {
          mutationFn: () => {
            calls.push(Date.now() - t0);
            return Promise.reject(apiError(500));
          },
          meta: { silent: true },
          ...options,
        })
        .execute(undefined)
        .catch(() => undefined);
    };

    const plain = run({});
    await vi.runAllTimersAsync();
    await plain;
    expect(calls).toEqual([0]);

    calls.length = 0;
    const idempotent = run(idempotentMutation);
    await vi.runAllTimersAsync();
    await idempotent;
    expect(calls).toEqual([0, 1000]);
  });
});
