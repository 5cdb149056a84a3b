import { createHash } from "node:crypto";

/**
 * The one script a page carries inline, allowed by the page policy through its hash (never by
 * 'unsafe-inline'). It builds a throwaway date formatter in the page's language: the first
 * Intl.DateTimeFormat of a document loads that locale's data, about 15 ms on a desktop and four times
 * that on a phone, and the first render of every page that shows a date paid it. Run while the
 * parser finishes, it uses the time the browser spends waiting for the app's scripts (ADR 0012).
 * It has no effect on the page, and a failure is swallowed: the app builds its own formatters anyway.
 */
export const PAGE_INLINE_SCRIPT =
  'try{new Intl.DateTimeFormat(document.documentElement.lang,{timeZone:"UTC",timeZoneName:"short"}).formatToParts(0)}catch(e){}';

/** Its CSP source expression. */
export const PAGE_INLINE_SCRIPT_HASH = `'sha256-${createHash("sha256").update(PAGE_INLINE_SCRIPT).digest("base64")}'`;

/** The element, placed after a page's data blocks and before the app's module script. */
export const PAGE_INLINE_SCRIPT_TAG = `<script>${PAGE_INLINE_SCRIPT}</script>`;
