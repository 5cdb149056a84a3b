import { GALLERY_SORTS, type GallerySort, HACKATHON_TABS, type HackathonTab } from "@commons/domain";

/**
 * The event page's query parameters (docs/product/event-page.md#query-parameters): `from_login=true` (back
 * from signing in: reload the session and the event), `invite=CODE` (saved per event for registration) and
 * `feedback=true` (opens feedback, a later issue) and `participants=true` (opens the participants dialog:
 * docs/product/people.md#participants). A hackathon's page adds `tab=` (one of its five tabs) and `sort=` (the
 * gallery's order): docs/product/hackathons.md#the-hackathon-page. A challenge's page adds `user=` (the community
 * feed filtered to one person, the link a shared check-in carries: docs/product/challenges.md#sharing).
 * Anything malformed is dropped, never an error.
 */
export interface EventPageSearch {
  from_login?: true;
  invite?: string;
  feedback?: true;
  participants?: true;
  tab?: HackathonTab;
  sort?: GallerySort;
  user?: string;
}

const MAX_INVITE = 64;
const MAX_USER_ID = 64;

export function parseEventPageSearch(raw: Record<string, unknown>): EventPageSearch {
  const search: EventPageSearch = {};
  if (raw.from_login === true || raw.from_login === "true") search.from_login = true;
  if (raw.feedback === true || raw.feedback === "true") search.feedback = true;
  if (raw.participants === true || raw.participants === "true") search.participants = true;
  // The router parses "?invite=123456" as a number; a code is text either way.
  const invite = typeof raw.invite === "string" || typeof raw.invite === "number" ? String(raw.invite).trim() : "";
  if (invite && invite.length <= MAX_INVITE && /^[\w-]+$/.test(invite)) search.invite = invite;
  if ((HACKATHON_TABS as readonly unknown[]).includes(raw.tab)) search.tab = raw.tab as HackathonTab;
  if ((GALLERY_SORTS as readonly unknown[]).includes(raw.sort)) search.sort = raw.sort as GallerySort;
  const user = typeof raw.user === "string" || typeof raw.user === "number" ? String(raw.user).trim() : "";
  if (user && user !== "all" && user.length <= MAX_USER_ID && /^[\w-]+$/.test(user)) search.user = user;
  return search;
}
