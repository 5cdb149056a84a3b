import type { ChallengeParticipants } from "@commons/domain";
import { useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

// docs/product/challenges.md#dashboard: the participants, the completion rate and the top five, as the server
// counts them for this reader (participants-only people only for those allowed to see them).

export const participantsQueryKey = (eventId: string) => ["challenge-participants", eventId] as const;

export function getParticipants(eventId: string, signal?: AbortSignal): Promise<ChallengeParticipants> {
  return request<ChallengeParticipants>(`/api/events/${encodeURIComponent(eventId)}/building-public/participants`, { signal });
}

export function useParticipants(eventId: string, enabled = true) {
  return useQuery({
    queryKey: participantsQueryKey(eventId),
    queryFn: ({ signal }) => getParticipants(eventId, signal),
    ...cacheTier("moderate"),
    meta: { silent: true },
    enabled,
  });
}
