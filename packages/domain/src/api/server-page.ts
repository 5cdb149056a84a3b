/**
 * What the server hands its render of a landing page (ADR 0018): the same data it inlines into the HTML
 * for the browser, as objects, so both draw the page from one source and the browser's first render can
 * adopt the server's DOM.
 */
export interface ServerPageData {
  /** `GET /api/events/{id}`'s data, as a signed-out visitor sees it. */
  event?: { id: string };
  /** `GET /api/events`'s first page, unfiltered. */
  events?: unknown;
  /** `GET /api/certificates/by-number/{number}`'s data (a PublicCertificate), in the page's language. */
  certificate?: { number: string };
}

/** `#root`'s HTML for a page (path and query), or null when the renderer does not draw that page. */
export type RenderServerPage = (url: string, data: ServerPageData) => Promise<string | null>;
