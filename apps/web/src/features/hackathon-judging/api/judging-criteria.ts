import type { HackathonConfigView, JudgingCriterion } from "@commons/domain";
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { judgingKeys } from "./keys.ts";

// The criteria live in the hackathon's configuration (docs/product/hackathons.md#judging): they are saved
// through PUT hackathon-config with the rest of the stored configuration sent back unchanged.

const path = (eventId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/hackathon-config`;

export function judgingConfigQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: judgingKeys.config(eventId),
    queryFn: ({ signal }) =>
      request<HackathonConfigView>(path(eventId), { signal }),
  });
}

export function useJudgingConfig(eventId: string) {
  return useQuery(judgingConfigQueryOptions(eventId));
}

export function useSaveCriteria(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (criteria: JudgingCriterion[]) => {
      const { config } = await request<HackathonConfigView>(path(eventId));
      const { voting, settings, resources, awards } = config;
      return request<HackathonConfigView>(path(eventId), {
        method: "PUT",
        body: { voting, settings, resources, awards, judging: { criteria } },
        idempotent: true,
      });
    },
    onSuccess: (data) => {
      queryClient.setQueryData(judgingKeys.config(eventId), data);
      void queryClient.invalidateQueries({
        queryKey: judgingKeys.progress(eventId),
      });
      void queryClient.invalidateQueries({
        queryKey: ["events", "detail", eventId],
      });
    },
  });
}
