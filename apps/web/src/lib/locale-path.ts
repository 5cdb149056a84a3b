import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_COOKIE, pickLocale } from "@commons/domain";

/**
 * First path segments of the app's own pages. A path that starts with one of these but carries no
 * locale ("/events/42") is a bare link to redirect; any other unknown first segment ("/fr/events")
 * is a wrong locale and gets the 404 page.
 */
export const APP_SECTIONS = ["events", "auth", "settings", "u", "orgs", "notifications", "app", "me"] as const;

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The locale named by a path's first segment, if it names one. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first) ? first : null;
}

/** True for "/" and for "/events/…"-style paths that lack their locale prefix. */
export function isBarePath(pathname: string): boolean {
  if (pathname === "/" || pathname === "") return true;
  const first = pathname.split("/")[1] ?? "";
  return (APP_SECTIONS as readonly string[]).includes(first);
}

/** Cookie first, then the browser's languages, then Chinese — the server's order for the same choice. */
export function preferredLocale(cookieHeader: string = readCookieHeader(), languages: readonly string[] = browserLanguages()): Locale {
  return pickLocale(readCookie(cookieHeader, LOCALE_COOKIE), languages.join(",")) ?? DEFAULT_LOCALE;
}

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The same page in another language: swaps (or adds) the locale segment, keeping search and hash. */
export function switchLocalePath(href: string, locale: Locale): string {
  const url = new URL(href, "http://local");
  const segments = url.pathname.split("/");
  if (isLocale(segments[1])) segments[1] = locale;
  else segments.splice(1, 0, locale);
  const pathname = segments.join("/").replace(/\/$/, "") || `/${locale}`;
  return `${pathname}${url.search}${url.hash}`;
}

/** A same-site path in the reader's language: "/events/1" → "/zh/events/1"; "/en/…" stays as it is. */
export function withLocale(path: string, locale: Locale): string {
  return localeOfPath(path) ? path : `/${locale}${path === "/" ? "" : path}`;
}

export function loginHref(locale: Locale, redirectTo?: string): string {
  const base = `/${locale}/auth/login`;
  return redirectTo ? `${base}?redirectTo=${encodeURIComponent(redirectTo)}` : base;
}

function readCookieHeader(): string {
  return typeof document === "undefined" ? "" : document.cookie;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function readCookie(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}
