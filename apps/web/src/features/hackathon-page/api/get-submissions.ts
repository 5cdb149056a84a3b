import type { GallerySort, SubmissionsPage } from "@commons/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/** `GET /api/events/{id}/submissions?sort=&page=`: one page of the gallery, sorted and counted on the server. */
export function getSubmissions(eventId: string, sort: GallerySort, page: number, signal?: AbortSignal): Promise<SubmissionsPage> {
  return request<SubmissionsPage>(`/api/events/${encodeURIComponent(eventId)}/submissions`, { query: { sort, page }, signal });
}

export const submissionsQueryKey = (eventId: string) => ["events", "submissions", eventId] as const;

export function submissionsQueryOptions(eventId: string, sort: GallerySort) {
  return infiniteQueryOptions({
    queryKey: [...submissionsQueryKey(eventId), { sort }] as const,
    queryFn: ({ pageParam, signal }) => getSubmissions(eventId, sort, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SubmissionsPage) => (last.hasNextPage ? last.page + 1 : undefined),
    ...cacheTier("moderate"),
    // The gallery shows its own message ('获取作品列表失败') with a retry; no generic toast on top.
    meta: { silent: true },
  });
}

/** "Load more" appends the server's next page; a new sort starts again from the first. */
export function useSubmissions(eventId: string, sort: GallerySort) {
  return useInfiniteQuery(submissionsQueryOptions(eventId, sort));
}
