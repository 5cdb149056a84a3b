import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { EventsPage } from "@commons/domain";
import { INLINED_EVENTS_ELEMENT_ID, takeInlinedJson } from "@/lib/app-data.ts";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { EventsSearch } from "../hooks/events-search.ts";


export function getEvents(search: EventsSearch, signal?: AbortSignal): Promise<EventsPage> {
  return request<EventsPage>("/api/events", {
    query: { when: search.when ?? "upcoming", type: search.type, q: search.q, tag: search.tag, page: search.page ?? 1 },
    signal,
  });
}

/**
 * The server inlines the unfiltered list's first page into the HTML of `/:locale/events` (no query string);
 * using it saves the round trip after the scripts have run. Any other search fetches.
 */
function inlinedEvents(search: EventsSearch): EventsPage | undefined {
  if (Object.values(search).some((value) => value !== undefined)) return undefined;
  const inlined = takeInlinedJson(INLINED_EVENTS_ELEMENT_ID);
  const looksRight = typeof inlined === "object" && inlined !== null && Array.isArray((inlined as { events?: unknown }).events);
  return looksRight ? (inlined as EventsPage) : undefined;
}

export const eventsListQueryKey = (search: EventsSearch) => ["events", "list", search] as const;

export function eventsQueryOptions(search: EventsSearch) {
  return queryOptions({
    queryKey: eventsListQueryKey(search),
    queryFn: ({ signal }) => getEvents(search, signal),
    initialData: () => inlinedEvents(search),
    initialDataUpdatedAt: () => Date.now(),
    // Paging and filtering keep the previous cards on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
    ...cacheTier("moderate"),
  });
}

export function useEvents(search: EventsSearch) {
  return useQuery(eventsQueryOptions(search));
}
