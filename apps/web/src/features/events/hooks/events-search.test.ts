import { describe, expect, it } from "vitest";
import { hasActiveFilters, parseEventsSearch } from "./events-search.ts";

describe("events search params", () => {
  it("keeps valid filters and leaves defaults out of the URL", () => {
    expect(parseEventsSearch({ when: "past", type: "HACKATHON", q: " ai ", tag: "web3", page: "3" })).toEqual({
      when: "past",
      type: "HACKATHON",
      q: "ai",
      tag: "web3",
      page: 3,
    });
    expect(parseEventsSearch({ when: "upcoming", page: 1 })).toEqual({});
  });

  it("drops anything malformed instead of failing the page", () => {
    expect(parseEventsSearch({ when: "later", type: "PARTY", q: "   ", page: "-2", tag: 7 })).toEqual({ tag: "7" });
    expect(parseEventsSearch({ page: "2.5" })).toEqual({});
    expect(parseEventsSearch({ q: "x".repeat(500) }).q).toHaveLength(100);
  });

  it("knows when a filter narrows the list", () => {
    expect(hasActiveFilters({ when: "past", page: 2 })).toBe(false);
    expect(hasActiveFilters({ tag: "ai" })).toBe(true);
  });
});
