import { dictionary } from "@zxcvbn-ts/language-common";
import { checkPasswordLength, type MessageKey, type MessageParams } from "@commons/domain";

// ~30k leaked passwords from a maintained list; refusing them is OWASP ASVS L2 (2.1.7).
const common = new Set<string>((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

export function passwordProblem(password: string): { key: MessageKey; params: MessageParams } | null {
  const length = checkPasswordLength(password);
  if (length) return length;
  if (common.has(password.toLowerCase())) return { key: "password.common", params: {} };
  return null;
}
