import { describe, expect, it } from "vitest";
import { enMessages } from "./messages.en.ts";
import { zhMessages } from "./messages.zh.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("message catalogs", () => {
  it("have the same keys and the same placeholders in both languages", () => {
    expect(Object.keys(enMessages).sort()).toEqual(Object.keys(zhMessages).sort());
    for (const [key, zh] of Object.entries(zhMessages)) {
      expect(placeholders(enMessages[key as keyof typeof zhMessages]), key).toEqual(placeholders(zh));
      expect(zh.trim(), key).not.toBe("");
    }
  });

  it("keep the spec's exact Chinese", () => {
    expect(zhMessages["phone.tooShort"]).toBe("{country}手机号至少需要{min}位数字");
    expect(zhMessages["phone.tooLong"]).toBe("{country}手机号不能超过{max}位数字");
    expect(zhMessages["phone.pattern"]).toBe("请输入有效的{country}手机号");
    expect(zhMessages["phone.unsupportedCode"]).toBe("不支持的国家代码");
    expect(zhMessages["request.timeout"]).toBe("请求超时，请检查网络连接");
    expect(zhMessages["request.network"]).toBe("网络连接失败，请检查网络后重试");
  });
});
