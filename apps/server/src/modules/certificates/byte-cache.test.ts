import { describe, expect, it } from "vitest";
import { ByteCache } from "./byte-cache.ts";

// certificate-files.ts keeps recent pictures: a drawn one at once, a stored one on its second read.

const bytes = (n: number) => new Uint8Array(n);

describe("ByteCache", () => {
  it("keeps a file read from storage only when it is asked for again", () => {
    const cache = new ByteCache(1000);
    cache.offer("a", bytes(100));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.offer("a", bytes(100));
    expect(cache.get("a")?.byteLength).toBe(100);
  });

  it("keeps a drawn file at once, and drops the least recently used past its bytes", () => {
    const cache = new ByteCache(250);
    cache.set("a", bytes(100));
    cache.set("b", bytes(100));
    cache.get("a");
    cache.set("c", bytes(100));
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map((v) => v?.byteLength)).toEqual([100, undefined, 100]);
    expect(cache.size).toBe(200);
    cache.set("huge", bytes(300));
    expect(cache.get("huge")).toBeUndefined();
  });

  it("forgets keys asked for once long ago, so a flood of one-off reads keeps nothing", () => {
    const cache = new ByteCache(1_000_000);
    cache.offer("first", bytes(10));
    for (let i = 0; i < 5000; i++) cache.offer(`one-off-${i}`, bytes(10));
    cache.offer("first", bytes(10));
    expect(cache.get("first")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
