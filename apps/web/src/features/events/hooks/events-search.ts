import { EVENT_TYPES, type EventType } from "@commons/domain";

export const EVENT_WHEN = ["upcoming", "past"] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/**
 * The events list's whole filter state, as it appears in the URL. Defaults (upcoming, page 1, no
 * filter) are left out, so the plain `/zh/events` link is the canonical one.
 */
export interface EventsSearch {
  when?: EventWhen;
  type?: EventType;
  q?: string;
  tag?: string;
  page?: number;
}

/** The search box's debounce: 300 ms, the pause the product uses for search-as-you-type. */
export const EVENTS_SEARCH_DEBOUNCE_MS = 300;
const MAX_TEXT = 100;

/** `validateSearch` for the route: anything malformed in a hand-edited URL is dropped, never an error. */
export function parseEventsSearch(raw: Record<string, unknown>): EventsSearch {
  const search: EventsSearch = {};
  if (raw.when === "past") search.when = "past";
  if (typeof raw.type === "string" && (EVENT_TYPES as readonly string[]).includes(raw.type)) search.type = raw.type as EventType;
  const q = text(raw.q);
  if (q) search.q = q;
  const tag = text(raw.tag);
  if (tag) search.tag = tag;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

function text(value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const trimmed = String(value).trim().slice(0, MAX_TEXT);
  return trimmed || undefined;
}

export function hasActiveFilters(search: EventsSearch): boolean {
  return Boolean(search.type || search.q || search.tag);
}
