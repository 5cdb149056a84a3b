import type { Locale } from "../i18n/locale.ts";

/**
 * docs/product/engagement.md#share-link: the shared link is `/{locale}/events/{id}`, with `?invite={code}` when the
 * sharer has an invite code, so a registration through it is credited to them. Absolute, because it leaves the site.
 */
export function buildEventShareLink(origin: string, locale: Locale, eventId: string, inviteCode?: string | null): string {
  const url = new URL(`/${locale}/events/${encodeURIComponent(eventId)}`, origin);
  if (inviteCode) url.searchParams.set("invite", inviteCode);
  return url.toString();
}

export interface ShareTextParts {
  title: string;
  /** Already formatted in the event's time zone. */
  when: string;
  where: string;
  link: string;
}

/** The read-only text of the share dialog: one fact per line, the link last so chat apps preview it. */
export function buildShareText({ title, when, where, link }: ShareTextParts): string {
  return [title, when, where, link].filter((line) => line.trim() !== "").join("\n");
}
