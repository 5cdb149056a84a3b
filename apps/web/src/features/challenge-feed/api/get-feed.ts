import { CHALLENGE_FEED_PAGE_SIZE, type ChallengeFeedPage, type ChallengeFeedSort } from "@commons/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

// docs/product/challenges.md#feed: the community feed, 10 a page, latest or popular, everyone or one person.
// The server decides what the reader may see (docs/product/challenges.md#visibility); the page shows it as it is.

/** `GET /api/events/{id}/building-public/check-ins?page&limit&sort&user`. */
export function getFeedPage(eventId: string, sort: ChallengeFeedSort, user: string | null, page: number, signal?: AbortSignal): Promise<ChallengeFeedPage> {
  return request<ChallengeFeedPage>(`/api/events/${encodeURIComponent(eventId)}/building-public/check-ins`, {
    query: { page, limit: CHALLENGE_FEED_PAGE_SIZE, sort, user: user ?? "all" },
    signal,
  });
}

/** Every cached sort and filter of one event's feed: what a like or a new comment patches. */
export const feedQueryPrefix = (eventId: string) => ["challenge-feed", eventId] as const;

export function feedQueryOptions(eventId: string, sort: ChallengeFeedSort, user: string | null) {
  return infiniteQueryOptions({
    queryKey: [...feedQueryPrefix(eventId), sort, user] as const,
    queryFn: ({ pageParam, signal }) => getFeedPage(eventId, sort, user, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ChallengeFeedPage) => (last.meta.hasNextPage ? last.meta.page + 1 : undefined),
    ...cacheTier("realtime"),
    // The feed shows its own message with a retry; no generic toast on top.
    meta: { silent: true },
  });
}

/** A new sort or filter starts again from the first page; each is cached on its own. */
export function useFeed(eventId: string, sort: ChallengeFeedSort, user: string | null) {
  return useInfiniteQuery(feedQueryOptions(eventId, sort, user));
}
