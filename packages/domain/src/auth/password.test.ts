import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localiseIssues } from "../i18n/zod-issues.ts";
import { checkPasswordLength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema } from "./password.ts";

describe("checkPasswordLength", () => {
  it("counts code points, so every length in range passes and every other fails with the right key", () => {
    const unit = fc.constantFrom("a", " ", "密", "😀", "é");
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 140 }), (chars) => {
        const problem = checkPasswordLength(chars.join(""));
        if (chars.length < PASSWORD_MIN_LENGTH) expect(problem).toEqual({ key: "password.tooShort", params: { min: 8 } });
        else if (chars.length > PASSWORD_MAX_LENGTH) expect(problem).toEqual({ key: "password.tooLong", params: { max: 128 } });
        else expect(problem).toBeNull();
      }),
    );
  });

  it("allows at least 64 characters (OWASP ASVS 2.1.2)", () => {
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
    expect(checkPasswordLength("x".repeat(64))).toBeNull();
  });

  it("gives the same rule as a schema, with localised messages", () => {
    const result = passwordSchema.safeParse("short");
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(localiseIssues(result.error.issues, "zh")[0]?.message).toBe("密码至少需要8个字符");
      expect(localiseIssues(result.error.issues, "en")[0]?.message).toBe("Passwords need at least 8 characters");
    }
    expect(passwordSchema.safeParse("  long enough  ").success).toBe(true);
  });
});
