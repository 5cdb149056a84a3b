import { describe, expect, it } from "vitest";
import { isBarePath, loginHref, withLocale, localeOfPath, preferredLocale, switchLocalePath } from "./locale-path.ts";

describe("locale paths", () => {
  it("finds the locale segment", () => {
    expect(localeOfPath("/en/events/1")).toBe("en");
    expect(localeOfPath("/zh")).toBe("zh");
    expect(localeOfPath("/fr/events")).toBeNull();
    expect(localeOfPath("/events")).toBeNull();
  });

  it("treats app sections without a locale as bare links, other segments as unknown locales", () => {
    expect(isBarePath("/")).toBe(true);
    expect(isBarePath("/events")).toBe(true);
    expect(isBarePath("/events/abc")).toBe(true);
    expect(isBarePath("/auth/login")).toBe(true);
    expect(isBarePath("/u/ada")).toBe(true);
    // The organiser console and "my" pages, as notification links name them ("/app/events/1/manage").
    expect(isBarePath("/app/events/1/manage")).toBe(true);
    expect(isBarePath("/me/registrations")).toBe(true);
    expect(isBarePath("/fr/events")).toBe(false);
    expect(isBarePath("/zh/events")).toBe(false);
  });

  it("switches language keeping path, search and hash", () => {
    expect(switchLocalePath("/zh/events/42?feedback=true#about", "en")).toBe("/en/events/42?feedback=true#about");
    expect(switchLocalePath("/en", "zh")).toBe("/zh");
    expect(switchLocalePath("/events", "en")).toBe("/en/events");
    expect(switchLocalePath("/zh/app/events/42/manage?tab=checkin", "en")).toBe("/en/app/events/42/manage?tab=checkin");
    expect(switchLocalePath("/en/me/registrations", "zh")).toBe("/zh/me/registrations");
  });

  it("prefers the cookie, then the browser's languages, then Chinese", () => {
    expect(preferredLocale("locale=en; other=1", ["zh-CN"])).toBe("en");
    expect(preferredLocale("", ["en-US", "en"])).toBe("en");
    expect(preferredLocale("", ["fr-FR", "zh-TW"])).toBe("zh");
    expect(preferredLocale("locale=fr", ["de"])).toBe("zh");
  });

  it("builds the login link with an encoded return path", () => {
    expect(loginHref("zh", "/zh/events/1?x=1&y=2")).toBe("/zh/auth/login?redirectTo=%2Fzh%2Fevents%2F1%3Fx%3D1%26y%3D2");
  });

  it("puts a bare same-site link into the reader's language", () => {
    expect(withLocale("/events/1", "en")).toBe("/en/events/1");
    expect(withLocale("/zh/u/ada", "en")).toBe("/zh/u/ada");
    expect(withLocale("/", "zh")).toBe("/zh");
  });
});
