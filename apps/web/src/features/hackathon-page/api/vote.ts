import type { MyVotes, VoteResult } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

// docs/product/hackathons.md#voting: the audience vote and the reader's own votes.

const votePath = (eventId: string, submissionId: string) => `/api/events/${encodeURIComponent(eventId)}/submissions/${encodeURIComponent(submissionId)}/vote`;

export const myVotesQueryKey = (eventId: string) => ["events", "my-votes", eventId] as const;

/** `POST …/vote`: a repeat answers the same state, so the request helper may retry it. */
export function castVote(eventId: string, submissionId: string): Promise<VoteResult> {
  return request<VoteResult>(votePath(eventId, submissionId), {
    method: "POST",
    body: { voteType: "AUDIENCE" },
    idempotent: true,
  });
}

/** `DELETE …/vote`: withdrawing twice changes nothing. */
export function withdrawVote(eventId: string, submissionId: string): Promise<VoteResult> {
  return request<VoteResult>(votePath(eventId, submissionId), {
    method: "DELETE",
    idempotent: true,
  });
}

export function getMyVotes(eventId: string, signal?: AbortSignal): Promise<MyVotes> {
  return request<MyVotes>(`/api/events/${encodeURIComponent(eventId)}/my-votes`, { signal });
}

export function myVotesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: myVotesQueryKey(eventId),
    queryFn: ({ signal }) => getMyVotes(eventId, signal),
    meta: { silent: true },
  });
}

/** Only asked of a signed-in reader while voting is open. */
export function useMyVotes(eventId: string, enabled: boolean) {
  return useQuery({ ...myVotesQueryOptions(eventId), enabled });
}
