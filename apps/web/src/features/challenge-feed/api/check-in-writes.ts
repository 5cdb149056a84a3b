import { CHECK_IN_COMMENTS_PAGE_SIZE, type CheckInComment, type CheckInLikeResult } from "@commons/domain";
import { type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

// docs/product/challenges.md#likes-and-comments: the like toggle and a check-in's comments.

const checkInPath = (checkInId: string) => `/api/building-public/check-ins/${encodeURIComponent(checkInId)}`;

/** `POST …/like` toggles, so it is never repeated by the request helper (a repeat would undo it). */
export function toggleLike(checkInId: string): Promise<CheckInLikeResult> {
  return request<CheckInLikeResult>(`${checkInPath(checkInId)}/like`, { method: "POST" });
}

export const commentsQueryKey = (checkInId: string) => ["challenge-comments", checkInId] as const;

/** Oldest first, 50 a page: a full page means there may be more. */
export function getComments(checkInId: string, page: number, signal?: AbortSignal): Promise<CheckInComment[]> {
  return request<CheckInComment[]>(`${checkInPath(checkInId)}/comments`, { query: { page }, signal });
}

export type CommentPages = InfiniteData<CheckInComment[], number>;

export function postComment(checkInId: string, content: string): Promise<CheckInComment> {
  return request<CheckInComment>(`${checkInPath(checkInId)}/comments`, { method: "POST", body: { content } });
}

/** Asked only once the reader opens a card's comments; 'more comments' reads the next page. */
export function useComments(checkInId: string) {
  return useInfiniteQuery({
    queryKey: commentsQueryKey(checkInId),
    queryFn: ({ pageParam, signal }) => getComments(checkInId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CheckInComment[], pages: CheckInComment[][]) => (last.length >= CHECK_IN_COMMENTS_PAGE_SIZE ? pages.length + 1 : undefined),
    ...cacheTier("realtime"),
    meta: { silent: true },
  });
}
