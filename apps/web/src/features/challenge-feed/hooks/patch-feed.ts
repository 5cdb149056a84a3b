import type { ChallengeCheckIn, ChallengeFeedPage } from "@commons/domain";
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import { feedQueryPrefix } from "../api/get-feed.ts";

export type Feed = InfiniteData<ChallengeFeedPage, number>;
export type FeedSnapshot = [QueryKey, Feed | undefined][];

/** One check-in changed in every cached sort and filter of the event's feed (the same card shows in several). */
export function patchCheckIn(queryClient: QueryClient, eventId: string, checkInId: string, change: (checkIn: ChallengeCheckIn) => Partial<ChallengeCheckIn>): void {
  queryClient.setQueriesData<Feed>({ queryKey: feedQueryPrefix(eventId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            checkIns: page.checkIns.map((item) => (item.id === checkInId ? { ...item, ...change(item) } : item)),
          })),
        }
      : data,
  );
}

export function snapshotFeeds(queryClient: QueryClient, eventId: string): FeedSnapshot {
  return queryClient.getQueriesData<Feed>({ queryKey: feedQueryPrefix(eventId) });
}

export function restoreFeeds(queryClient: QueryClient, snapshot: FeedSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}
