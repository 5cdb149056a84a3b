import { describe, expect, it } from "vitest";
import { SessionCache } from "./session-cache.ts";

// The cache's own rules, on a clock the test moves: what it keeps, for how long, and what drops it.
const session = (userId: string, sessionId = `s-${userId}`) => ({ user: { id: userId, name: "林晓", email: `${userId}@example.com` }, sessionId });

function cacheAt(ttlMs = 10_000, maxEntries = 100) {
  const clock = { now: 1_000_000 };
  const cache = new SessionCache(ttlMs, maxEntries, () => clock.now);
  return { cache, clock };
}

describe("SessionCache", () => {
  it("answers a kept session until its TTL, its expiry or its refresh, whichever comes first", () => {
    const { cache, clock } = cacheAt(10_000);
    const far = clock.now + 1e9;
    cache.set("a", session("u1"), far, far, cache.ticket());
    cache.set("b", session("u2"), clock.now + 3_000, far, cache.ticket());
    cache.set("c", session("u3"), far, clock.now + 5_000, cache.ticket());
    expect(cache.get("a")?.user.id).toBe("u1");
    clock.now += 3_000;
    expect([cache.get("a")?.user.id, cache.get("b")]).toEqual(["u1", null]);
    clock.now += 2_000;
    expect(cache.get("c")).toBeNull();
    clock.now += 5_000;
    expect(cache.get("a")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("forgets every session of one person and nobody else's", () => {
    const { cache, clock } = cacheAt();
    const far = clock.now + 1e9;
    cache.set("laptop", session("u1", "s1"), far, far, cache.ticket());
    cache.set("phone", session("u1", "s2"), far, far, cache.ticket());
    cache.set("other", session("u2"), far, far, cache.ticket());
    cache.forgetUser("u1");
    expect([cache.get("laptop"), cache.get("phone"), cache.get("other")?.user.id]).toEqual([null, null, "u2"]);
  });

  it("does not keep a read that began before a forget (a sign-out racing the lookup)", () => {
    const { cache, clock } = cacheAt();
    const far = clock.now + 1e9;
    const ticket = cache.ticket();
    cache.forgetUser("u1");
    cache.set("laptop", session("u1"), far, far, ticket);
    expect(cache.get("laptop")).toBeNull();
    cache.set("laptop", session("u1"), far, far, cache.ticket());
    expect(cache.get("laptop")?.user.id).toBe("u1");
  });

  it("keeps nothing with a TTL of 0, and no more than its bound, dropping the oldest", () => {
    const off = cacheAt(0).cache;
    off.set("a", session("u1"), Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, off.ticket());
    expect(off.get("a")).toBeNull();

    const { cache, clock } = cacheAt(10_000, 2);
    const far = clock.now + 1e9;
    for (const token of ["a", "b", "c"]) cache.set(token, session(token), far, far, cache.ticket());
    expect([cache.get("a"), cache.get("b")?.user.id, cache.get("c")?.user.id]).toEqual([null, "b", "c"]);
    expect(cache.size).toBe(2);
  });
});
