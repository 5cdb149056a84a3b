import { FEEDBACK_PROJECT_STALE_MS, type MyFeedback } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error.ts";
import { request } from "@/lib/request.ts";

/** The caller's feedback, or null when they have given none (the server's 404: docs/product/people.md#feedback). */
export async function getMyFeedback(eventId: string, signal?: AbortSignal): Promise<MyFeedback | null> {
  try {
    return await request<MyFeedback>(`/api/events/${encodeURIComponent(eventId)}/my-feedback`, { signal });
  } catch (error) {
    if (isApiError(error) && error.type === "notFound") return null;
    throw error;
  }
}

export const myFeedbackQueryKey = (eventId: string) => ["events", "my-feedback", eventId] as const;

export function myFeedbackQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: myFeedbackQueryKey(eventId),
    queryFn: ({ signal }) => getMyFeedback(eventId, signal),
    // Feedback queries are cached for 5 minutes (docs/product/requests-and-errors.md#stale-times); a save updates it at once.
    staleTime: FEEDBACK_PROJECT_STALE_MS,
  });
}

/** Only asked for people who may give feedback (`enabled`), so nobody else costs a request. */
export function useMyFeedback(eventId: string, enabled: boolean) {
  return useQuery({ ...myFeedbackQueryOptions(eventId), enabled });
}
