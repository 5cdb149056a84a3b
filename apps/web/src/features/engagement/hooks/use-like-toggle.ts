import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { isApiError } from "@/lib/api-error.ts";
import { serverMessage } from "./server-message.ts";
import { type LikeCount, likeCountKey, likeEvent, type LikeStatus, likeStatusKey, unlikeEvent } from "../api/like.ts";

interface Snapshot {
  status: LikeStatus | undefined;
  count: LikeCount | undefined;
}

/**
 * docs/product/engagement.md#likes: the like flips at once and rolls back if the server refuses. A 409 'Already liked'
 * means the server agrees it is on (another tab liked it): keep it on and say so, no error.
 */
export function useLikeToggle(eventId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation(["ui", "shared"]);
  return useMutation<LikeStatus & Partial<LikeCount>, unknown, boolean, Snapshot>({
    mutationFn: (like) => (like ? likeEvent(eventId) : unlikeEvent(eventId)),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: likeStatusKey(eventId) });
      await queryClient.cancelQueries({ queryKey: likeCountKey(eventId) });
      const snapshot: Snapshot = {
        status: queryClient.getQueryData(likeStatusKey(eventId)),
        count: queryClient.getQueryData(likeCountKey(eventId)),
      };
      queryClient.setQueryData<LikeStatus>(likeStatusKey(eventId), { liked: like });
      if (snapshot.count && snapshot.status?.liked !== like) {
        queryClient.setQueryData<LikeCount>(likeCountKey(eventId), {
          likeCount: Math.max(0, snapshot.count.likeCount + (like ? 1 : -1)),
        });
      }
      return snapshot;
    },
    onSuccess: (result) => {
      queryClient.setQueryData<LikeStatus>(likeStatusKey(eventId), { liked: result.liked });
      if (typeof result.likeCount === "number") {
        queryClient.setQueryData<LikeCount>(likeCountKey(eventId), { likeCount: result.likeCount });
      }
    },
    onError: (error, like, snapshot) => {
      if (like && isApiError(error) && error.status === 409) {
        queryClient.setQueryData<LikeStatus>(likeStatusKey(eventId), { liked: true });
        // The optimistic +1 counted a like that was already there.
        if (snapshot?.count) queryClient.setQueryData(likeCountKey(eventId), snapshot.count);
        toast.info(error.message || t("engagement.alreadyLiked"));
        return;
      }
      queryClient.setQueryData(likeStatusKey(eventId), snapshot?.status);
      queryClient.setQueryData(likeCountKey(eventId), snapshot?.count);
      toast.error(serverMessage(error) ?? t("engagement.updateError"));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: likeCountKey(eventId) }),
  });
}
