import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locale.ts";
import { translate } from "../i18n/translate.ts";
import {
  classifyError,
  ERROR_TYPES,
  errorPanelKey,
  errorPanelVariant,
  errorToastDurationMs,
  errorTypeMessageKey,
  errorTypeTitleKey,
} from "./error-types.ts";

describe("classifyError", () => {
  it("follows the error-type status table", () => {
    expect(classifyError({ status: 401 })).toBe("authentication");
    expect(classifyError({ status: 403 })).toBe("permission");
    expect(classifyError({ status: 404 })).toBe("notFound");
    // A deleted event: not found for good, not a "validation" 4xx.
    expect(classifyError({ status: 410 })).toBe("notFound");
    expect(classifyError({ status: 429 })).toBe("rateLimit");
    expect(classifyError({ status: 400 })).toBe("validation");
    expect(classifyError({ status: 422 })).toBe("validation");
    expect(classifyError({ status: 500 })).toBe("server");
    expect(classifyError({ status: 503 })).toBe("server");
    expect(classifyError({ isNetworkError: true })).toBe("network");
    expect(classifyError({ isTimeout: true })).toBe("network");
    expect(classifyError({})).toBe("unknown");
  });

  it("recognises rate limiting by code or text, in both languages", () => {
    expect(classifyError({ status: 400, code: "TOO_MANY_REQUESTS" })).toBe("rateLimit");
    expect(classifyError({ message: "请求过于频繁，请稍后再试" })).toBe("rateLimit");
    expect(classifyError({ message: "Too many requests" })).toBe("rateLimit");
  });

  it("reads the message only when there is no status or code", () => {
    expect(classifyError({ message: "登录已过期，请重新登录" })).toBe("authentication");
    expect(classifyError({ message: "Login expired" })).toBe("authentication");
    expect(classifyError({ message: "没有权限" })).toBe("permission");
    expect(classifyError({ message: "No permission" })).toBe("permission");
    expect(classifyError({ message: "Failed to fetch" })).toBe("network");
    expect(classifyError({ message: "请求参数错误" })).toBe("validation");
    expect(classifyError({ status: 500, message: "没有权限" })).toBe("server");
  });

  it("maps envelope codes without a status", () => {
    expect(classifyError({ code: "UNAUTHORIZED" })).toBe("authentication");
    expect(classifyError({ code: "FORBIDDEN" })).toBe("permission");
    expect(classifyError({ code: "NOT_FOUND" })).toBe("notFound");
    expect(classifyError({ code: "GONE" })).toBe("notFound");
    expect(classifyError({ code: "VALIDATION_ERROR" })).toBe("validation");
    expect(classifyError({ code: "INTERNAL_ERROR" })).toBe("server");
  });

  it("always answers one of the types; every 4xx/5xx is never unknown", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }), fc.string(), (status, message) => {
        const type = classifyError({ status, message });
        expect(ERROR_TYPES).toContain(type);
        if (status !== undefined && status >= 400) expect(type).not.toBe("unknown");
      }),
    );
  });
});

describe("error presentation", () => {
  it("has a title and message in both catalogs for every type", () => {
    for (const locale of LOCALES)
      for (const type of ERROR_TYPES) {
        expect(translate(locale, errorTypeTitleKey(type))).not.toMatch(/^errorType/);
        expect(translate(locale, errorTypeMessageKey(type))).not.toMatch(/^errorType/);
      }
    expect(translate("zh", errorTypeTitleKey("rateLimit"))).toBe("请求频率限制");
    expect(translate("zh", errorTypeTitleKey("unknown"))).toBe("系统错误");
  });

  it("chooses the error panel and toast duration", () => {
    expect(ERROR_TYPES.map(errorPanelVariant)).toEqual([
      "network",
      "generic",
      "permission",
      "generic",
      "notFound",
      "generic",
      "generic",
      "generic",
    ]);
    expect(translate("zh", errorPanelKey("generic"))).toBe("出现错误");
    expect(errorToastDurationMs("rateLimit")).toBe(8000);
    expect(errorToastDurationMs("server")).toBe(5000);
    expect(translate("zh", "request.rateLimitWait", { seconds: 30 })).toBe("请等待 30 秒");
  });
});
