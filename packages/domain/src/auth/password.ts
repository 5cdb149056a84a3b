import { z } from "zod";
import type { MessageKey } from "../i18n/messages.zh.ts";
import type { MessageParams } from "../i18n/translate.ts";

/**
 * OWASP ASVS L2 (2.1.1/2.1.2): at least 8 characters, and at least 64 must be allowed. 128 leaves
 * room for passphrases while bounding the work a single login makes the password hash do.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** How long a password-reset link works: long enough to reach the mailbox, short enough to age out. */
export const PASSWORD_RESET_LINK_MINUTES = 60;

/**
 * Length in Unicode code points, as a person counts (ASVS 2.1.4 allows any printable character,
 * so "密码" is 2, not 2 UTF-16 units that would differ for emoji). Null when the length is fine.
 */
export function checkPasswordLength(password: string): { key: MessageKey; params: MessageParams } | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { key: "password.tooShort", params: { min: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_MAX_LENGTH) return { key: "password.tooLong", params: { max: PASSWORD_MAX_LENGTH } };
  return null;
}

/** The same rule as a zod schema for forms; no trimming, because spaces are legitimate password characters. */
export const passwordSchema = z.string().superRefine((password, ctx) => {
  const problem = checkPasswordLength(password);
  if (problem) ctx.addIssue({ code: "custom", message: problem.key, params: problem.params });
});
