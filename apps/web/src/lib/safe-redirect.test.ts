import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

const FALLBACK = "/zh/events";

describe("safeRedirect", () => {
  it.each(["/zh/events/42", "/en/settings/profile?tab=contact", "/zh/events?when=past#top", "/"])("keeps same-origin path %s", (path) => {
    expect(safeRedirect(path, FALLBACK)).toBe(path);
  });

  it.each([
    "//evil.example/phish",
    "/\\evil.example",
    "https://evil.example/",
    "http://localhost:3000/zh/events",
    "javascript:alert(1)",
    "evil.example",
    "zh/events",
    "",
    " //evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
  ])("refuses %j", (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });

  it.each([undefined, null, 42, ["/zh/events"], { href: "/" }])("refuses non-strings (%j)", (target) => {
    expect(safeRedirect(target, FALLBACK)).toBe(FALLBACK);
  });
});
