import type { CheckInComment } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error.ts";
import { commentsQueryKey, postComment } from "../api/check-in-writes.ts";
import { patchCheckIn } from "./patch-feed.ts";

/**
 * docs/product/challenges.md#likes-and-comments: a new comment joins the open list and the card's count at
 * once from the server's answer; the form shows failures itself (`meta.silent`), so no toast doubles them.
 */
export function usePostComment(eventId: string, checkInId: string) {
  const queryClient = useQueryClient();
  return useMutation<CheckInComment, unknown, string>({
    mutationFn: (content) => postComment(checkInId, content),
    meta: { silent: true },
    onSuccess: (comment) => {
      queryClient.setQueryData<CheckInComment[]>(commentsQueryKey(checkInId), (list) => [...(list ?? []), comment]);
      patchCheckIn(queryClient, eventId, checkInId, (item) => ({ commentCount: item.commentCount + 1 }));
    },
  });
}

/** The reason to show under the form: the server's own words (in the reader's language) when it gave any. */
export function commentErrorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.code && error.message ? error.message : fallback;
}
