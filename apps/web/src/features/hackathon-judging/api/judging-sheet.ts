import type {
  JudgeScoreInput,
  JudgeScoreResult,
  JudgingView,
} from "@commons/domain";
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { judgingKeys } from "./keys.ts";

// GET /api/events/{id}/judging and PUT …/submissions/{submissionId}/judge-score (docs/product/hackathons.md#judging).

export function judgingSheetQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: judgingKeys.sheet(eventId),
    queryFn: ({ signal }) =>
      request<JudgingView>(
        `/api/events/${encodeURIComponent(eventId)}/judging`,
        { signal },
      ),
    // A 403 (not a judge) is an answer, not a hiccup: asking again would not change it.
    retry: false,
  });
}

export function useJudgingSheet(eventId: string) {
  return useQuery(judgingSheetQueryOptions(eventId));
}

export function useSaveJudgeScore(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // An upsert of the judge's own rows: a repeat writes the same scores.
    mutationFn: ({
      submissionId,
      body,
    }: {
      submissionId: string;
      body: JudgeScoreInput;
    }) =>
      request<JudgeScoreResult>(
        `/api/events/${encodeURIComponent(eventId)}/submissions/${encodeURIComponent(submissionId)}/judge-score`,
        { method: "PUT", body, idempotent: true },
      ),
    onSuccess: (result) => {
      queryClient.setQueryData<JudgingView>(
        judgingKeys.sheet(eventId),
        (sheet) =>
          sheet && {
            ...sheet,
            progress: result.progress,
            submissions: sheet.submissions.map((s) =>
              s.id === result.submissionId
                ? {
                    ...s,
                    myScores: result.myScores,
                    myComment: result.myComment,
                    scored: true,
                  }
                : s,
            ),
          },
      );
    },
  });
}
