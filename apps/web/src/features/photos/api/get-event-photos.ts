import { PHOTOS_STALE_MS, type EventPhotos } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

export function getEventPhotos(eventId: string, signal?: AbortSignal): Promise<EventPhotos> {
  return request<EventPhotos>(`/api/events/${encodeURIComponent(eventId)}/photos`, { signal });
}

export const eventPhotosQueryKey = (eventId: string) => ["events", "photos", eventId] as const;

export function eventPhotosQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: eventPhotosQueryKey(eventId),
    queryFn: ({ signal }) => getEventPhotos(eventId, signal),
    // Photos are cached for 5 minutes (docs/product/requests-and-errors.md#stale-times); an upload refetches at once.
    staleTime: PHOTOS_STALE_MS,
  });
}

export function useEventPhotos(eventId: string) {
  return useQuery(eventPhotosQueryOptions(eventId));
}
