import { EVENT_DETAIL_STALE_MS, type EventDetail } from "@commons/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

/**
 * The event's IANA zone, in which the challenge counts its days (docs/product/challenges.md#days): read from the
 * event the page has already loaded (the same `GET /api/events/{id}` under the same key, so no second call).
 * Features never import each other, hence the key written out here, as other features do.
 */
export function useEventZone(eventId: string): string | undefined {
  const query = useQuery({
    queryKey: ["events", "detail", eventId],
    queryFn: ({ signal }) => request<EventDetail>(`/api/events/${encodeURIComponent(eventId)}`, { signal }),
    staleTime: EVENT_DETAIL_STALE_MS,
    select: (event: EventDetail) => event.timezone,
  });
  return query.data;
}
