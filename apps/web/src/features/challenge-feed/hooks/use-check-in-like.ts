import type { CheckInLikeResult } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { notifyLoginRequired } from "@/lib/notify-error.tsx";
import { toast } from "@/lib/toast.tsx";
import { feedQueryPrefix } from "../api/get-feed.ts";
import { toggleLike } from "../api/check-in-writes.ts";
import { type FeedSnapshot, patchCheckIn, restoreFeeds, snapshotFeeds } from "./patch-feed.ts";
import "@/i18n/parts/challenge-feed.ts";

export interface LikeVariables {
  checkInId: string;
  /** What the card showed when pressed: the optimistic flip goes from here. */
  liked: boolean;
}

/**
 * docs/product/challenges.md#likes-and-comments: the heart flips at once in every cached feed and takes the
 * server's `{liked, likeCount}` when it answers; a refusal rolls it back with '操作失败' (or the login toast on 401).
 */
export function useCheckInLike(eventId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation<CheckInLikeResult, unknown, LikeVariables, FeedSnapshot>({
    mutationFn: ({ checkInId }) => toggleLike(checkInId),
    onMutate: async ({ checkInId, liked }) => {
      await queryClient.cancelQueries({ queryKey: feedQueryPrefix(eventId) });
      const snapshot = snapshotFeeds(queryClient, eventId);
      patchCheckIn(queryClient, eventId, checkInId, (item) => ({
        isLiked: !liked,
        likeCount: Math.max(0, item.likeCount + (liked ? -1 : 1)),
      }));
      return snapshot;
    },
    onSuccess: (result, { checkInId }) => {
      patchCheckIn(queryClient, eventId, checkInId, () => ({ isLiked: result.liked, likeCount: result.likeCount }));
    },
    onError: (error, _variables, snapshot) => {
      restoreFeeds(queryClient, snapshot);
      if (isApiError(error) && error.status === 401) {
        notifyLoginRequired(window.location.pathname + window.location.search);
        return;
      }
      toast.error(t("challengeFeed.like.failed"));
    },
  });
}
