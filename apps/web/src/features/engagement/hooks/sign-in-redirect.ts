import type { Locale } from "@commons/domain";
import { loginHref } from "@/lib/locale-path.ts";
import { navigateTo } from "@/lib/navigation.ts";

/**
 * docs/product/event-page.md#signing-in-to-act: a visitor who acts is sent to the login page, and back here afterwards.
 * The way back carries `from_login=true` so the page reloads the session and the event (now with the reader's state).
 */
export function returnPathAfterLogin(href: string = window.location.href): string {
  const url = new URL(href, "http://local");
  url.searchParams.set("from_login", "true");
  return `${url.pathname}${url.search}${url.hash}`;
}

export function sendToLogin(locale: Locale): void {
  navigateTo(loginHref(locale, returnPathAfterLogin()));
}
