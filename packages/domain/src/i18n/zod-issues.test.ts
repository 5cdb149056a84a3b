import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LOCALES } from "./locale.ts";
import { localiseIssues } from "./zod-issues.ts";

const schema = z.strictObject({
  name: z.string().trim().min(1).max(5),
  bio: z.string().min(3).optional(),
  page: z.number().int().min(1).max(10).optional(),
  type: z.enum(["A", "B"]).optional(),
  email: z.string().refine((v) => v.includes("@"), "validation.email.invalid").optional(),
  phone: z
    .string()
    .superRefine((_v, ctx) =>
      ctx.addIssue({ code: "custom", message: "phone.tooShort", params: { countryIso: "JP", min: 10 } }),
    )
    .optional(),
});

const issuesOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues;
};

describe("localiseIssues", () => {
  it("names the field in each language", () => {
    expect(localiseIssues(issuesOf({}), "zh")).toEqual([{ field: "name", message: "姓名不能为空" }]);
    expect(localiseIssues(issuesOf({}), "en")).toEqual([{ field: "name", message: "Name is required" }]);
    expect(localiseIssues(issuesOf({ name: "abcdef" }), "zh")).toEqual([{ field: "name", message: "姓名不能超过5个字符" }]);
    expect(localiseIssues(issuesOf({ name: "a", bio: "x" }), "en")).toEqual([
      { field: "bio", message: "Bio needs at least 3 characters" },
    ]);
    expect(localiseIssues(issuesOf({ name: "a", page: 11 }), "zh")).toEqual([{ field: "page", message: "页码不能大于10" }]);
    expect(localiseIssues(issuesOf({ name: "a", type: "C" }), "en")).toEqual([
      { field: "type", message: "Event type has an invalid value" },
    ]);
    expect(localiseIssues(issuesOf({ name: "a", zzz: 1 }), "en")).toEqual([{ field: "body", message: "Unsupported field: zzz" }]);
  });

  it("uses a catalog key given as the message", () => {
    expect(localiseIssues(issuesOf({ name: "a", email: "x" }), "zh")).toEqual([
      { field: "email", message: "请输入有效的邮箱地址" },
    ]);
  });

  it("fills custom params and names a country in the reader's language", () => {
    expect(localiseIssues(issuesOf({ name: "a", phone: "1" }), "zh")).toEqual([
      { field: "phone", message: "日本手机号至少需要10位数字" },
    ]);
    expect(localiseIssues(issuesOf({ name: "a", phone: "1" }), "en")).toEqual([
      { field: "phone", message: "Japan mobile numbers need at least 10 digits" },
    ]);
  });

  it("never leaves a placeholder or a raw key in a message, for any input", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(...LOCALES), (input, locale) => {
        // Keys the caller sent are echoed ("Unsupported field: {0}" for a key named "{0}"): that is their text, not ours.
        const sentKeys = input && typeof input === "object" && !Array.isArray(input) ? Object.keys(input) : [];
        for (const { field, message } of localiseIssues(issuesOf(input), locale)) {
          expect(field).not.toBe("");
          expect(sentKeys.reduce((text, key) => text.split(key).join(""), message)).not.toMatch(/\{\w+\}/);
          expect(message).not.toMatch(/^(validation|phone|field)\./);
        }
      }),
    );
  });
});

describe("wrong types versus missing fields", () => {
  it("says 'format' for a wrong type and 'required' for a missing field", () => {
    const schema = z.object({ page: z.number(), bio: z.string() });
    const wrong = schema.safeParse({ page: "abc", bio: 5 });
    const missing = schema.safeParse({});
    expect(localiseIssues(wrong.error!.issues, "en").map((d) => d.message)).toEqual([
      "Page has the wrong format",
      "Bio has the wrong format",
    ]);
    expect(localiseIssues(missing.error!.issues, "en").map((d) => d.message)).toEqual(["Page is required", "Bio is required"]);
  });
});
