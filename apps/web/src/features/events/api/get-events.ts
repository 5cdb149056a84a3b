import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { EventCard, Pagination } from "../../../lib/api-types.ts";
import { cacheTier } from "../../../lib/query-client.ts";
import { request } from "../../../lib/request.ts";
import type { EventsSearch } from "../hooks/events-search.ts";

export interface EventsPage {
  events: EventCard[];
  pagination: Pagination;
}

export function getEvents(search: EventsSearch, signal?: AbortSignal): Promise<EventsPage> {
  return request<EventsPage>("/api/events", {
    query: { when: search.when ?? "upcoming", type: search.type, q: search.q, tag: search.tag, page: search.page ?? 1 },
    signal,
  });
}

export function eventsQueryOptions(search: EventsSearch) {
  return queryOptions({
    queryKey: ["events", "list", search] as const,
    queryFn: ({ signal }) => getEvents(search, signal),
    // Paging and filtering keep the previous cards on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
    ...cacheTier("moderate"),
  });
}

export function useEvents(search: EventsSearch) {
  return useQuery(eventsQueryOptions(search));
}
