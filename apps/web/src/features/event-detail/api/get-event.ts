import { EVENT_DETAIL_REFETCH_MS, EVENT_DETAIL_STALE_MS } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { INLINED_EVENT_ELEMENT_ID, takeInlinedJson } from "../../../lib/app-data.ts";
import { request } from "../../../lib/request.ts";
import type { EventDetail } from "./types.ts";

export function getEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  return request<EventDetail>(`/api/events/${encodeURIComponent(id)}`, { signal });
}

/** The server inlines this event into a shared link's HTML; using it saves the first round trip. */
function inlinedEvent(id: string): EventDetail | undefined {
  const inlined = takeInlinedJson(INLINED_EVENT_ELEMENT_ID);
  const matches = typeof inlined === "object" && inlined !== null && (inlined as { id?: unknown }).id === id;
  return matches ? (inlined as EventDetail) : undefined;
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["events", "detail", id] as const,
    queryFn: ({ signal }) => getEvent(id, signal),
    // Doc 2 §9: seats and attendee counts move quickly, so the page is fresh for 10 s and refreshed every 60 s.
    staleTime: EVENT_DETAIL_STALE_MS,
    refetchInterval: EVENT_DETAIL_REFETCH_MS,
    initialData: () => inlinedEvent(id),
    initialDataUpdatedAt: () => Date.now(),
  });
}

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
