import type { HackathonConfigView, HackathonStageInput } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { hackathonConfigQueryKey } from "./hackathon-config.ts";

// POST /api/events/{id}/hackathon-stage (docs/product/hackathons.md#stages). Not retried: a repeat of a
// move that landed is refused (409) rather than written twice, but there is no point in asking again.

export function useMoveHackathonStage(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HackathonStageInput) => request<HackathonConfigView>(`/api/events/${encodeURIComponent(eventId)}/hackathon-stage`, { method: "POST", body }),
    onSuccess: (data) => {
      queryClient.setQueryData(hackathonConfigQueryKey(eventId), data);
      void queryClient.invalidateQueries({ queryKey: ["events", "detail", eventId] });
    },
  });
}
