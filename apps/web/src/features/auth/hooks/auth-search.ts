/** `?redirectTo=` on the login and sign-up pages; checked again by safeRedirect before use. */
export interface AuthSearch {
  redirectTo?: string;
}

export function parseAuthSearch(raw: Record<string, unknown>): AuthSearch {
  return typeof raw.redirectTo === "string" && raw.redirectTo ? { redirectTo: raw.redirectTo } : {};
}
