import type { DigitalCards } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

// docs/product/people.md#digital-cards: the cards of an event's consenting approved participants.

export function getEventCards(eventId: string, signal?: AbortSignal): Promise<DigitalCards> {
  return request<DigitalCards>(`/api/events/${encodeURIComponent(eventId)}/cards`, { signal });
}

export const eventCardsQueryKey = (eventId: string) => ["events", "cards", eventId] as const;

export function eventCardsQueryOptions(eventId: string) {
  // A 403 (may not see participants) is not retried by the app's query rules; the section just draws nothing.
  return queryOptions({
    queryKey: eventCardsQueryKey(eventId),
    queryFn: ({ signal }) => getEventCards(eventId, signal),
    // The section draws nothing on a failure. A refetch refused because the reader just cancelled (the event's
    // answer saying so arrives a moment later) must not raise a "permission denied" toast either.
    meta: { silent: true },
  });
}

export function useEventCards(eventId: string, enabled = true) {
  return useQuery({ ...eventCardsQueryOptions(eventId), enabled });
}
