import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locale.ts";
import { localiseIssues } from "../i18n/zod-issues.ts";
import { isPlaceholderEmail, isValidEmail, placeholderEmailFor } from "./email.ts";
import {
  BIO_MIN_LENGTH,
  missingProfileFields,
  missingRegistrationProfileFields,
  PROFILE_COMPLETION_FIELDS,
  profileUpdateSchema,
} from "./profile.ts";

const messages = (input: unknown, locale: "zh" | "en") => {
  const result = profileUpdateSchema.safeParse(input);
  if (result.success) throw new Error(`expected failure for ${JSON.stringify(input)}`);
  return localiseIssues(result.error.issues, locale);
};

describe("profileUpdateSchema", () => {
  it("refuses any unknown key, in both languages", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((k) => !(k in profileUpdateSchema.shape) && k !== "__proto__"),
        fc.jsonValue(),
        (key, value) => {
          const zh = messages({ [key]: value }, "zh");
          expect(zh.some((m) => m.message.startsWith("不支持的字段"))).toBe(true);
          const en = messages({ [key]: value }, "en");
          expect(en.some((m) => m.message.startsWith("Unsupported field"))).toBe(true);
        },
      ),
    );
    expect(messages({ membershipLevel: "MEMBER" }, "en")).toEqual([
      { field: "body", message: "Unsupported field: membershipLevel" },
    ]);
  });

  it("accepts an empty update and clears blank text to null", () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
    expect(
      profileUpdateSchema.parse({ bio: "  ", city: "", region: null, wechatId: " ", image: "", email: "", phoneNumber: "" }),
    ).toEqual({ bio: null, city: null, region: null, wechatId: null, image: null, email: null, phoneNumber: null });
  });

  it("saves a short bio (the 15-character minimum is for registration)", () => {
    expect(profileUpdateSchema.parse({ bio: " hi " })).toEqual({ bio: "hi" });
  });

  it("normalises the phone number to E.164", () => {
    expect(profileUpdateSchema.parse({ phoneNumber: "+86 138-1234-5678" })).toEqual({ phoneNumber: "+8613812345678" });
  });

  it("gives catalog messages in both languages", () => {
    expect(messages({ email: "nope" }, "zh")).toEqual([{ field: "email", message: "请输入有效的邮箱地址" }]);
    expect(messages({ email: "nope" }, "en")).toEqual([{ field: "email", message: "Please enter a valid email address" }]);
    expect(messages({ email: placeholderEmailFor("phone", "8613812345678") }, "en")[0]?.field).toBe("email");
    expect(messages({ username: "a b" }, "zh")[0]?.message).toBe("用户名只能包含字母、数字、下划线和连字符，3-30 个字符");
    expect(messages({ phoneNumber: "+86 138" }, "zh")).toEqual([
      { field: "phoneNumber", message: "中国手机号至少需要11位数字" },
    ]);
    expect(messages({ phoneNumber: "+86 138" }, "en")).toEqual([
      { field: "phoneNumber", message: "China mobile numbers need at least 11 digits" },
    ]);
    expect(messages({ phoneNumber: "+999 1234567" }, "zh")[0]?.message).toBe("不支持的国家代码");
    expect(messages({ name: "" }, "zh")).toEqual([{ field: "name", message: "姓名不能为空" }]);
    expect(messages({ name: "x".repeat(51) }, "en")).toEqual([{ field: "name", message: "Name can have at most 50 characters" }]);
    expect(messages({ skills: Array(21).fill("a") }, "zh")[0]?.message).toBe("最多添加20个技能");
    expect(messages({ skills: ["x".repeat(31)] }, "en")[0]).toEqual({
      field: "skills.0",
      message: "Each skill can have at most 30 characters",
    });
    expect(messages({ image: "javascript:alert(1)" }, "en")[0]?.message).toBe("Please enter a valid link");
    expect(messages({ image: "/files/../etc/passwd" }, "en")[0]?.field).toBe("image");
    expect(messages({ preferredContact: "FAX" }, "zh")[0]?.field).toBe("preferredContact");
    expect(messages({ showEmail: "yes" }, "en")[0]?.field).toBe("showEmail");
  });

  it("accepts a full valid profile", () => {
    const input = {
      name: " 小明 ",
      username: "xiao_ming-1",
      image: "/files/avatars/u1/abc.webp",
      bio: "独立开发者，喜欢做开源工具和社区活动。",
      userRoleString: "开发者",
      currentWorkOn: "Commons",
      lifeStatus: "全职",
      region: "广东",
      city: "深圳",
      phoneNumber: "+8613812345678",
      email: "ming@example.com",
      wechatId: "ming",
      preferredContact: "WECHAT",
      showWechat: true,
      showEmail: false,
      skills: [" TypeScript ", "React", "React"],
    };
    expect(profileUpdateSchema.parse(input)).toMatchObject({ name: "小明", skills: ["TypeScript", "React"] });
    expect(profileUpdateSchema.parse({ image: "https://cdn.example.com/a.png" }).image).toBe("https://cdn.example.com/a.png");
  });

  it("never lets a localised message fall back to a raw key", () => {
    for (const locale of LOCALES) {
      const all = messages({ name: 1, username: "!", email: "x", phoneNumber: "1", skills: [""], extra: 1 }, locale);
      for (const { message } of all) expect(message).not.toMatch(/^(validation|phone)\./);
    }
  });
});

describe("missingProfileFields", () => {
  it("reports blank text and empty skills", () => {
    expect(missingProfileFields({})).toEqual([...PROFILE_COMPLETION_FIELDS]);
    expect(
      missingProfileFields({ name: "A", userRoleString: " ", currentWorkOn: "x", bio: "y", skills: [] }),
    ).toEqual(["userRoleString", "skills"]);
    expect(missingProfileFields({ name: "A", userRoleString: "r", currentWorkOn: "x", bio: "y", skills: ["s"] })).toEqual([]);
  });
});

describe("missingRegistrationProfileFields", () => {
  const complete = {
    bio: "一".repeat(BIO_MIN_LENGTH),
    userRoleString: "开发者",
    currentWorkOn: "Commons",
    lifeStatus: "全职",
    phoneNumber: "+8613812345678",
    email: "a@example.com",
  };

  it("passes a complete profile", () => {
    expect(missingRegistrationProfileFields(complete)).toEqual([]);
  });

  it("counts the bio in characters, after trimming", () => {
    expect(missingRegistrationProfileFields({ ...complete, bio: ` ${"一".repeat(14)} ` })).toEqual([
      { field: "bio", key: "validation.bio.tooShort", params: { min: 15 } },
    ]);
    expect(missingRegistrationProfileFields({ ...complete, bio: "😀".repeat(15) })).toEqual([]);
  });

  it("treats a placeholder email as empty and checks the phone", () => {
    const problems = missingRegistrationProfileFields({
      ...complete,
      email: placeholderEmailFor("wechat", "oAbC123"),
      phoneNumber: "+86 12812345678",
      lifeStatus: null,
    });
    expect(problems.map((p) => [p.field, p.key])).toEqual([
      ["lifeStatus", "validation.required"],
      ["phoneNumber", "phone.pattern"],
      ["email", "validation.email.required"],
    ]);
    expect(missingRegistrationProfileFields({ ...complete, email: "bad@" })[0]?.key).toBe("validation.email.invalid");
  });

  it("reports everything for an empty profile", () => {
    expect(missingRegistrationProfileFields({}).map((p) => p.field)).toEqual([
      "bio",
      "userRoleString",
      "currentWorkOn",
      "lifeStatus",
      "phoneNumber",
      "email",
    ]);
  });
});

describe("emails", () => {
  it("recognises placeholder emails it made", () => {
    fc.assert(
      fc.property(fc.constantFrom("phone", "wechat") as fc.Arbitrary<"phone">, fc.string(), (kind, id) => {
        const email = placeholderEmailFor(kind, id);
        expect(isPlaceholderEmail(email)).toBe(true);
        expect(isValidEmail(email)).toBe(true);
      }),
    );
    expect(isPlaceholderEmail("a@example.com")).toBe(false);
    expect(isPlaceholderEmail(null)).toBe(false);
    expect(isPlaceholderEmail("X@PHONE.COMMONS.INVALID")).toBe(true);
  });

  it("accepts ordinary addresses and refuses obvious non-addresses", () => {
    for (const ok of ["a@b.co", "first.last+tag@sub.example.cn", "用户@例子.中国"]) expect(isValidEmail(ok)).toBe(true);
    for (const bad of ["", "a", "a@b", "a @b.co", "a@b.", "@b.co", `${"a".repeat(250)}@b.co`]) expect(isValidEmail(bad)).toBe(false);
  });
});
