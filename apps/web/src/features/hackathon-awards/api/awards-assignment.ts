import type { AwardsAssignmentInput, AwardsAssignmentView } from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

// GET/PUT /api/events/{id}/awards-assignment (docs/product/hackathons.md#awards): proposals and the organiser's choice.

const path = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/awards-assignment`;
export const awardsAssignmentQueryKey = (eventId: string) => ["events", "awards-assignment", eventId] as const;

export function awardsAssignmentQueryOptions(eventId: string) {
  return queryOptions({ queryKey: awardsAssignmentQueryKey(eventId), queryFn: ({ signal }) => request<AwardsAssignmentView>(path(eventId), { signal }) });
}

export function useAwardsAssignment(eventId: string) {
  return useQuery(awardsAssignmentQueryOptions(eventId));
}

export function useSaveAwardsAssignment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The whole assignment replaces the stored one: repeating it changes nothing more.
    mutationFn: (body: AwardsAssignmentInput) => request<AwardsAssignmentView>(path(eventId), { method: "PUT", body, idempotent: true }),
    onSuccess: (data) => queryClient.setQueryData(awardsAssignmentQueryKey(eventId), data),
  });
}
