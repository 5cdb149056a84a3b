import type { VotingResults } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/** `GET /api/events/{id}/voting-results`: vote counts during VOTING; scores, ranks and awards in RESULTS. */
export function getVotingResults(eventId: string, signal?: AbortSignal): Promise<VotingResults> {
  return request<VotingResults>(`/api/events/${encodeURIComponent(eventId)}/voting-results`, { signal });
}

export const votingResultsQueryKey = (eventId: string) => ["events", "voting-results", eventId] as const;

export function votingResultsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: votingResultsQueryKey(eventId),
    queryFn: ({ signal }) => getVotingResults(eventId, signal),
    ...cacheTier("moderate"),
    // The tab shows its own message with a retry; no generic toast on top.
    meta: { silent: true },
  });
}

export function useVotingResults(eventId: string) {
  return useQuery(votingResultsQueryOptions(eventId));
}
