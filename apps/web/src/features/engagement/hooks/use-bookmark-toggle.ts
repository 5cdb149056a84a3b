import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { serverMessage } from "./server-message.ts";
import { bookmarkEvent, type BookmarkStatus, bookmarkStatusKey, unbookmarkEvent } from "../api/bookmark.ts";

/**
 * docs/product/engagement.md#bookmarks: 409 'Already bookmarked'
 * is treated as on with an info toast; other failures toast.
 */
export function useBookmarkToggle(eventId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(["ui", "shared"]);
  const set = (bookmarked: boolean) => queryClient.setQueryData<BookmarkStatus>(bookmarkStatusKey(eventId), { bookmarked });
  return useMutation<BookmarkStatus, unknown, boolean>({
    mutationFn: (bookmark) => (bookmark ? bookmarkEvent(eventId) : unbookmarkEvent(eventId)),
    onSuccess: (result) => {
      set(result.bookmarked);
      // The bookmarks list (profile, later issues) must show the change.
      void queryClient.invalidateQueries({ queryKey: ["user", "bookmarks"] });
    },
    onError: (error, bookmark) => {
      if (bookmark && isApiError(error) && error.status === 409) {
        set(true);
        toast.info(error.message || t("engagement.alreadyBookmarked"));
        return;
      }
      toast.error(serverMessage(error) ?? t("engagement.updateError"));
    },
  });
}
