import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { awardsAssignmentQueryKey } from "./awards-assignment.ts";

// POST /api/events/{id}/results/publish (docs/product/hackathons.md#awards). Publishing twice is harmless on the
// server (nobody is recorded or notified twice), so a retry is safe.

export function usePublishResults(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<{ publishedAt: string; recipients: number; notified: number }>(`/api/events/${encodeURIComponent(eventId)}/results/publish`, { method: "POST", idempotent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: awardsAssignmentQueryKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: ["events", "voting-results", eventId] });
    },
  });
}
