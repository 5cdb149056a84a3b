import type { Submission, SubmissionResult } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error.ts";
import { request } from "@/lib/request.ts";
import { submissionKeys } from "./keys.ts";

/** The caller's team's submission, or null when they are on no team (the server's 404). */
export async function getMySubmission(eventId: string, signal?: AbortSignal): Promise<Submission | null> {
  try {
    const { submission } = await request<SubmissionResult>(`/api/events/${encodeURIComponent(eventId)}/my-submission`, { signal });
    return submission;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Keyed by viewer: another account on the same browser has another team. */
export function mySubmissionQueryOptions(eventId: string, viewerId: string | null) {
  return queryOptions({
    queryKey: [...submissionKeys.mine(eventId), viewerId ?? ""] as const,
    queryFn: ({ signal }) => getMySubmission(eventId, signal),
    enabled: viewerId !== null,
  });
}

export function useMySubmission(eventId: string, viewerId: string | null) {
  return useQuery(mySubmissionQueryOptions(eventId, viewerId));
}
