/**
 * The event page's query parameters (docs/product/event-page.md#query-parameters): `from_login=true` (back
 * from signing in: reload the session and the event), `invite=CODE` (saved per event for registration) and
 * `feedback=true` (opens feedback, a later issue) and `participants=true` (opens the participants dialog:
 * docs/product/people.md#participants). Anything malformed is dropped, never an error.
 */
export interface EventPageSearch {
  from_login?: true;
  invite?: string;
  feedback?: true;
  participants?: true;
}

const MAX_INVITE = 64;

export function parseEventPageSearch(raw: Record<string, unknown>): EventPageSearch {
  const search: EventPageSearch = {};
  if (raw.from_login === true || raw.from_login === "true") search.from_login = true;
  if (raw.feedback === true || raw.feedback === "true") search.feedback = true;
  if (raw.participants === true || raw.participants === "true") search.participants = true;
  // The router parses "?invite=123456" as a number; a code is text either way.
  const invite = typeof raw.invite === "string" || typeof raw.invite === "number" ? String(raw.invite).trim() : "";
  if (invite && invite.length <= MAX_INVITE && /^[\w-]+$/.test(invite)) search.invite = invite;
  return search;
}
