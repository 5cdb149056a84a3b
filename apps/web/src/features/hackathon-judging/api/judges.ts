import type { JudgesInput, JudgesView } from "@commons/domain";
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { judgingKeys } from "./keys.ts";

// GET/PUT /api/events/{id}/judges (docs/product/hackathons.md#judging).

const path = (eventId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/judges`;

export function judgesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: judgingKeys.judges(eventId),
    queryFn: ({ signal }) => request<JudgesView>(path(eventId), { signal }),
  });
}

export function useJudges(eventId: string) {
  return useQuery(judgesQueryOptions(eventId));
}

export function useSaveJudges(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The whole list replaces the stored one: repeating it changes nothing more.
    mutationFn: (body: JudgesInput) =>
      request<JudgesView>(path(eventId), {
        method: "PUT",
        body,
        idempotent: true,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(judgingKeys.judges(eventId), data);
      void queryClient.invalidateQueries({
        queryKey: judgingKeys.progress(eventId),
      });
    },
  });
}
