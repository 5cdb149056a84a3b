import type { CheckInComment, CheckInLikeResult } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

// docs/product/challenges.md#likes-and-comments: the like toggle and a check-in's comments.

const checkInPath = (checkInId: string) => `/api/building-public/check-ins/${encodeURIComponent(checkInId)}`;

/** `POST …/like` toggles, so it is never repeated by the request helper (a repeat would undo it). */
export function toggleLike(checkInId: string): Promise<CheckInLikeResult> {
  return request<CheckInLikeResult>(`${checkInPath(checkInId)}/like`, { method: "POST" });
}

export const commentsQueryKey = (checkInId: string) => ["challenge-comments", checkInId] as const;

export function getComments(checkInId: string, signal?: AbortSignal): Promise<CheckInComment[]> {
  return request<CheckInComment[]>(`${checkInPath(checkInId)}/comments`, { signal });
}

export function postComment(checkInId: string, content: string): Promise<CheckInComment> {
  return request<CheckInComment>(`${checkInPath(checkInId)}/comments`, { method: "POST", body: { content } });
}

/** Asked only once the reader opens a card's comments. */
export function useComments(checkInId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: commentsQueryKey(checkInId),
      queryFn: ({ signal }) => getComments(checkInId, signal),
      ...cacheTier("realtime"),
      meta: { silent: true },
      enabled,
    }),
  );
}
