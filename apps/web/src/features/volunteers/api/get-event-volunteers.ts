import type { EventVolunteers } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

export function getEventVolunteers(eventId: string, signal?: AbortSignal): Promise<EventVolunteers> {
  return request<EventVolunteers>(`/api/events/${encodeURIComponent(eventId)}/volunteers`, { signal });
}

/** Keyed by viewer: the roles carry the caller's own applications and, for approved volunteers, the contact. */
export const eventVolunteersQueryKey = (eventId: string) => ["events", "volunteers", eventId] as const;

export function eventVolunteersQueryOptions(eventId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: [...eventVolunteersQueryKey(eventId), viewerId ?? ""] as const,
    queryFn: ({ signal }) => getEventVolunteers(eventId, signal),
  });
}

export function useEventVolunteers(eventId: string, viewerId: string | null, enabled = true) {
  return useQuery({ ...eventVolunteersQueryOptions(eventId, viewerId), enabled });
}
