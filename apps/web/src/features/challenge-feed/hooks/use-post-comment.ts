import type { CheckInComment } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error.ts";
import { type CommentPages, commentsQueryKey, postComment } from "../api/check-in-writes.ts";
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
      // Oldest first: the new one goes at the end of the last page read.
      queryClient.setQueryData<CommentPages>(commentsQueryKey(checkInId), (data) =>
        data ? { ...data, pages: data.pages.map((page, i) => (i === data.pages.length - 1 ? [...page, comment] : page)) } : data,
      );
      patchCheckIn(queryClient, eventId, checkInId, (item) => ({ commentCount: item.commentCount + 1 }));
    },
  });
}

/** The reason to show under the form: the server's own words (in the reader's language) when it gave any. */
export function commentErrorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.code && error.message ? error.message : fallback;
}
