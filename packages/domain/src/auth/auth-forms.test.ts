import { describe, expect, it } from "vitest";
import { localiseIssues } from "../i18n/zod-issues.ts";
import { passwordChangeSchema, phoneCodeRequestSchema, phoneSignInSchema, signInSchema, signUpSchema } from "./auth-forms.ts";

const messages = (result: { success: boolean; error?: { issues: Parameters<typeof localiseIssues>[0] } }, locale: "zh" | "en") =>
  result.success ? [] : localiseIssues(result.error!.issues, locale);

describe("account form schemas", () => {
  it("word a missing or malformed address and a short password as the forms always did", () => {
    expect(messages(signUpSchema.safeParse({ name: " ", email: "", password: "short" }), "zh")).toEqual([
      { field: "name", message: "姓名不能为空" },
      { field: "email", message: "邮箱不能为空" },
      { field: "email", message: "请输入有效的邮箱地址" },
      { field: "password", message: "密码至少需要8个字符" },
    ]);
    expect(messages(signInSchema.safeParse({ email: "a@b", password: "" }), "en")).toEqual([
      { field: "email", message: "Please enter a valid email address" },
      { field: "password", message: "Password is required" },
    ]);
    expect(messages(passwordChangeSchema.safeParse({ currentPassword: "", newPassword: "long enough", revokeOtherSessions: true }), "zh")).toEqual([
      { field: "currentPassword", message: "当前密码不能为空" },
    ]);
  });

  it("hands over the name and address trimmed", () => {
    expect(signUpSchema.parse({ name: " 林 ", email: " lin@example.com ", password: "long enough" })).toEqual({
      name: "林",
      email: "lin@example.com",
      password: "long enough",
    });
  });

  it("word a refused phone number by the phone rules, naming the country in the reader's language, and a malformed code", () => {
    expect(messages(phoneCodeRequestSchema.safeParse({ phoneNumber: "" }), "zh")).toEqual([{ field: "phoneNumber", message: "请输入手机号" }]);
    expect(messages(phoneSignInSchema.safeParse({ phoneNumber: "+861381234", code: "12" }), "zh")).toEqual([
      { field: "phoneNumber", message: "中国手机号至少需要11位数字" },
      { field: "code", message: "请输入短信中的验证码" },
    ]);
    expect(messages(phoneSignInSchema.safeParse({ phoneNumber: "+861381234", code: "12a456" }), "en")).toEqual([
      { field: "phoneNumber", message: "China mobile numbers need at least 11 digits" },
      { field: "code", message: "Enter the code from the SMS" },
    ]);
  });

  it("hand over the number as E.164 and the code trimmed", () => {
    expect(phoneSignInSchema.parse({ phoneNumber: "+86 138 1234 5678", code: " 123456 " })).toEqual({ phoneNumber: "+8613812345678", code: "123456" });
  });
});
