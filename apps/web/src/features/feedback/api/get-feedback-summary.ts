import { FEEDBACK_PROJECT_STALE_MS, type FeedbackSummary } from "@commons/domain";
import { useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

const feedbackPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/feedback`;

/** The organiser's CSV: the browser's own download of the server's attachment, cookies included. */
export const feedbackExportHref = (eventId: string) => `${feedbackPath(eventId)}/export`;

export function useFeedbackSummary(eventId: string) {
  return useQuery({
    queryKey: ["events", "feedback-summary", eventId] as const,
    queryFn: ({ signal }) => request<FeedbackSummary>(`${feedbackPath(eventId)}/summary`, { signal }),
    staleTime: FEEDBACK_PROJECT_STALE_MS,
  });
}
