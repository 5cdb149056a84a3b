/**
 * Data the server inlines into the HTML shell at `<!--app-data-->`, so the first render of a shared
 * link needs no second round trip. Today that is the event of an `/:locale/events/:id` page:
 * `<script id="__EVENT_DATA__" type="application/json">{…the GET /api/events/{id} data…}</script>`,
 * the first page of the unfiltered events list at `/:locale/events` (`__EVENTS_DATA__`, ADR 0012), and the
 * public certificate of a verification page `/:locale/certificates/:number` (`__CERTIFICATE_DATA__`).
 * Each block is read once and removed, so a later client-side navigation never reuses stale data.
 */
export const INLINED_EVENT_ELEMENT_ID = "__EVENT_DATA__";
export const INLINED_EVENTS_ELEMENT_ID = "__EVENTS_DATA__";
export const INLINED_CERTIFICATE_ELEMENT_ID = "__CERTIFICATE_DATA__";

export function takeInlinedJson(elementId: string): unknown {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(elementId);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? "") as unknown;
  } catch {
    return undefined;
  }
}
