import type { FeedbackInput, MyFeedback } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error.ts";
import { request } from "@/lib/request.ts";
import { myFeedbackQueryKey } from "./get-my-feedback.ts";

/**
 * docs/product/people.md#feedback: POST the first feedback, PUT an edit. A repeated POST answers 409
 * (never a second feedback), a repeated PUT writes the same values again, so both may be retried.
 */
export function saveFeedback(eventId: string, input: FeedbackInput, mode: "create" | "edit"): Promise<MyFeedback> {
  return request<MyFeedback>(`/api/events/${encodeURIComponent(eventId)}/feedback`, {
    method: mode === "create" ? "POST" : "PUT",
    body: input,
    idempotent: mode === "edit",
  });
}

export function useSaveFeedback(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, mode }: { input: FeedbackInput; mode: "create" | "edit" }) => saveFeedback(eventId, input, mode),
    onSuccess: (saved) => queryClient.setQueryData(myFeedbackQueryKey(eventId), saved),
    // 409: feedback was given meanwhile (another tab); reloading it turns the page to editing it.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: myFeedbackQueryKey(eventId) });
    },
  });
}
