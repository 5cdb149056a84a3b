import { LOCALE_COOKIE, type Locale, pickLocale } from "@commons/domain";

export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

export function localeOfHeaders(headers: Headers | undefined): Locale {
  return pickLocale(cookieValue(headers?.get("cookie"), LOCALE_COOKIE), headers?.get("accept-language"));
}
