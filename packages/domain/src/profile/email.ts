/**
 * Accounts created by phone or chat-app login have no real address, but the auth library needs one.
 * They get an address under a reserved `.invalid` domain (RFC 2606), which can never receive mail
 * and is easy to recognise as "no email" (docs/product/accounts-and-profile.md#placeholder-emails).
 */
export const PLACEHOLDER_EMAIL_DOMAINS = ["phone.commons.invalid", "wechat.commons.invalid"] as const;
const PLACEHOLDER_DOMAIN_BY_KIND = { phone: PLACEHOLDER_EMAIL_DOMAINS[0], wechat: PLACEHOLDER_EMAIL_DOMAINS[1] };

export function placeholderEmailFor(kind: "phone" | "wechat", id: string): string {
  // Keep the local part to characters every mail parser accepts.
  const local = id.toLowerCase().replace(/[^a-z0-9._-]/g, "_") || "user";
  return `${local}@${PLACEHOLDER_DOMAIN_BY_KIND[kind]}`;
}

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  if (!email) return false;
  const domain = email.trim().toLowerCase().split("@").pop() ?? "";
  return (PLACEHOLDER_EMAIL_DOMAINS as readonly string[]).includes(domain);
}

/** RFC 5321 caps a whole address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Deliberately simple: one @, no spaces, a dotted domain. Real validation is a confirmation mail;
 * a stricter pattern only refuses real addresses.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
