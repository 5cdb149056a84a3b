// The web app's pages (apps/web/src/app/routes), so the server answers 404 for any other path under a locale
// instead of 200 with an empty shell: crawlers and link checkers must see dead links (issue 27 item 11).
// known-pages.test.ts checks this list against the router's generated tree, so a new route cannot be missed.
const SEGMENT = "[^/]+";
const PAGES: readonly string[] = [
  "",
  "notifications",
  "auth/forgot-password",
  "auth/login",
  "auth/reset-password",
  "auth/sign-up",
  "events",
  "events/$id",
  "events/$id/register",
  "me/registrations",
  "me/certificates",
  "certificates/$number",
  "levels",
  "orgs/$slug",
  "projects",
  "projects/$id",
  "projects/new",
  "projects/$id/edit",
  "settings/profile",
  "u/$handle",
  "app/events",
  "app/events/new",
  "app/projects/create",
  "app/events/$id/checkin",
  "app/events/$id/edit",
  "app/events/$id/judge",
  "app/events/$id/manage",
  "admin/levels",
];

/** The route paths after `/$locale/`, as the router names them ("events/$id"). */
export const KNOWN_PAGE_PATHS = PAGES;

const PATTERNS = PAGES.map((page) => new RegExp(`^/${SEGMENT}${page ? "/" + page.replace(/\$[a-z]+/gi, SEGMENT) : ""}/?$`, "i"));

/** Whether `path` (with its locale prefix, "/zh/events/abc") is one of the app's pages. */
export function isKnownPage(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path));
}
