import type { ParticipantsPage } from "@commons/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/** `GET /api/events/{id}/participants?page=&q=`: approved registrants, 12 a page, searched on the server. */
export function getParticipants(eventId: string, page: number, q: string, signal?: AbortSignal): Promise<ParticipantsPage> {
  return request<ParticipantsPage>(`/api/events/${encodeURIComponent(eventId)}/participants`, { query: { page, q: q || undefined }, signal });
}

export const participantsQueryKey = (eventId: string) => ["events", "participants", eventId] as const;

export function participantsQueryOptions(eventId: string, page: number, q: string) {
  return queryOptions({
    queryKey: [...participantsQueryKey(eventId), { page, q }] as const,
    queryFn: ({ signal }) => getParticipants(eventId, page, q, signal),
    ...cacheTier("moderate"),
    // The dialog shows its own message ('获取参与者列表失败'); no generic toast on top.
    meta: { silent: true },
  });
}

/** Keeps the previous page on screen while the next one (or a new search) loads, so the list never jumps. */
export function useParticipants(eventId: string, page: number, q: string, enabled = true) {
  return useQuery({ ...participantsQueryOptions(eventId, page, q), placeholderData: keepPreviousData, enabled });
}
