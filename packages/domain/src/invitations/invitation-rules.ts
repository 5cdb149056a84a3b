/**
 * docs/product/organiser-console.md#allowance: how many attendee invitations and organiser messages one
 * account may send in a day. Every account starts with the small figures; they rise once the events it
 * organises have people who registered themselves (an invitation accepted does not count), so a fresh
 * account can't be used to reach many strangers, and a real organiser rarely meets the limit.
 */
export const NEW_ORGANISER_DAILY_INVITATIONS = 10;
export const NEW_ORGANISER_DAILY_MESSAGES = 3;
export const ESTABLISHED_ORGANISER_DAILY_INVITATIONS = 200;
export const ESTABLISHED_ORGANISER_DAILY_MESSAGES = 30;
/** People (other than the organiser) who registered themselves for the organiser's events. */
export const ESTABLISHED_ORGANISER_SELF_REGISTRANTS = 5;
/** The allowance is counted over this rolling window. */
export const ORGANISER_ALLOWANCE_WINDOW_S = 24 * 60 * 60;

export const ATTENDEE_INVITATION_STATUSES = ["PENDING", "ACCEPTED", "DECLINED"] as const;
export type AttendeeInvitationStatus = (typeof ATTENDEE_INVITATION_STATUSES)[number];

export function dailyAllowance(kind: "invitations" | "messages", selfRegistrants: number): number {
  const established = selfRegistrants >= ESTABLISHED_ORGANISER_SELF_REGISTRANTS;
  if (kind === "invitations") return established ? ESTABLISHED_ORGANISER_DAILY_INVITATIONS : NEW_ORGANISER_DAILY_INVITATIONS;
  return established ? ESTABLISHED_ORGANISER_DAILY_MESSAGES : NEW_ORGANISER_DAILY_MESSAGES;
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'）】」]+/giu;

/**
 * docs/product/organiser-console.md#messages: every web address in an organiser's message is rewritten to
 * show its real host: credentials before an "@" (`https://bank.example@evil.example/`) are dropped and an
 * international host is shown in its ASCII form (`xn--…`), so a reader sees where a link really goes.
 * Messages are plain text everywhere (no markup can hide an address behind other words).
 */
export function revealLinkHosts(text: string): string {
  return text.replace(URL_PATTERN, (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return raw;
    }
    // URL adds a "/" path to a bare host; only a path that was typed is shown.
    const typedPath = /^[a-z]+:\/\/[^/?#]*\//i.test(raw);
    return `${url.protocol}//${url.host}${typedPath ? url.pathname : ""}${url.search}${url.hash}`;
  });
}
