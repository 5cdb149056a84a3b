import type { ParticipantInterests } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/** `GET /api/events/{id}/participant-interests`: whom I marked, and who marked me back (mutual only). */
export function getParticipantInterests(eventId: string, signal?: AbortSignal): Promise<ParticipantInterests> {
  return request<ParticipantInterests>(`/api/events/${encodeURIComponent(eventId)}/participant-interests`, { signal });
}

export const participantInterestsQueryKey = (eventId: string) => ["events", "participant-interests", eventId] as const;

export function participantInterestsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: participantInterestsQueryKey(eventId),
    queryFn: ({ signal }) => getParticipantInterests(eventId, signal),
    ...cacheTier("realtime"),
    // The spec (§6): the server answers 403 to those not allowed and the product ignores it silently.
    meta: { silent: true },
    retry: false,
  });
}

/** Only asked for by an approved registrant (anyone else would get the 403 anyway). */
export function useParticipantInterests(eventId: string, enabled: boolean) {
  return useQuery({ ...participantInterestsQueryOptions(eventId), enabled });
}
