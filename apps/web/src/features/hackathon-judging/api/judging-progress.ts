import type { JudgingProgress } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { judgingKeys } from "./keys.ts";

// GET /api/events/{id}/judging-progress: judges × submissions (docs/product/hackathons.md#judging).

export function judgingProgressQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: judgingKeys.progress(eventId),
    queryFn: ({ signal }) =>
      request<JudgingProgress>(
        `/api/events/${encodeURIComponent(eventId)}/judging-progress`,
        { signal },
      ),
  });
}

export function useJudgingProgress(eventId: string) {
  return useQuery(judgingProgressQueryOptions(eventId));
}
