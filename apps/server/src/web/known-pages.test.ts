import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isKnownPage, KNOWN_PAGE_PATHS } from "./known-pages.ts";

describe("known pages", () => {
  it("lists exactly the router's pages (apps/web/src/routeTree.gen.ts)", () => {
    const tree = readFileSync(new URL("../../../web/src/routeTree.gen.ts", import.meta.url), "utf8");
    const fromRouter = new Set(
      [...tree.matchAll(/fullPath: "\/\$locale\/?([^"]*)"/g)].map((m) => (m[1] ?? "").replace(/\/$/, "")),
    );
    expect([...fromRouter].sort()).toEqual([...new Set(KNOWN_PAGE_PATHS)].sort());
  });

  it("matches pages under a locale, and nothing else", () => {
    expect(isKnownPage("/zh/events/abc")).toBe(true);
    expect(isKnownPage("/en/app/events/abc/manage")).toBe(true);
    expect(isKnownPage("/zh/")).toBe(true);
    expect(isKnownPage("/zh/no-such-page")).toBe(false);
    expect(isKnownPage("/zh/events/abc/nothing")).toBe(false);
  });
});
