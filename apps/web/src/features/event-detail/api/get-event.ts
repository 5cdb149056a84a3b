import { EVENT_DETAIL_REFETCH_MS, EVENT_DETAIL_STALE_MS, type EventDetail } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { INLINED_EVENT_ELEMENT_ID, takeInlinedJson } from "@/lib/app-data.ts";
import { request } from "@/lib/request.ts";
import { useSession } from "@/lib/session.ts";

export function getEvent(id: string, signal?: AbortSignal): Promise<EventDetail> {
  return request<EventDetail>(`/api/events/${encodeURIComponent(id)}`, { signal });
}

/** The server inlines this event into a shared link's HTML; using it saves the first round trip. */
function inlinedEvent(id: string): EventDetail | undefined {
  const inlined = takeInlinedJson(INLINED_EVENT_ELEMENT_ID);
  const matches = typeof inlined === "object" && inlined !== null && (inlined as { id?: unknown }).id === id;
  return matches ? (inlined as EventDetail) : undefined;
}

export const eventQueryKey = (id: string) => ["events", "detail", id] as const;

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    // docs/product/event-page.md#freshness: seats and attendee counts move quickly, so the page is fresh for
    // 10 s and refreshed every 60 s, on focus and on reconnect (and after login: see useEventPageEffects).
    staleTime: EVENT_DETAIL_STALE_MS,
    refetchInterval: EVENT_DETAIL_REFETCH_MS,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    initialData: () => inlinedEvent(id),
    initialDataUpdatedAt: () => Date.now(),
  });
}

/** True when the reader is signed in but the event was fetched without them (no `viewer` block). */
export function lacksViewer(event: EventDetail | undefined, isSignedIn: boolean): boolean {
  return isSignedIn && event !== undefined && event.viewer === null;
}

export function useEvent(id: string) {
  const { isSignedIn } = useSession();
  const query = useQuery(eventQueryOptions(id));
  // The HTML's inlined copy is what a signed-out visitor sees (the page may be cached), so for a signed-in
  // reader it is stale at once: their registration, like and admin link come from a credentialed refetch.
  // Keyed on the flag, so a server that still answers without a viewer is asked once, not in a loop.
  const stale = lacksViewer(query.data, isSignedIn);
  const { refetch } = query;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);
  return query;
}
