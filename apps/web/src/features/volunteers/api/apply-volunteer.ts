import type { VolunteerApplicationResult, VolunteerApplyRequest } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { eventVolunteersQueryKey } from "./get-event-volunteers.ts";

export function applyVolunteer(eventId: string, body: VolunteerApplyRequest): Promise<VolunteerApplicationResult> {
  return request<VolunteerApplicationResult>(`/api/events/${encodeURIComponent(eventId)}/volunteers/apply`, { method: "POST", body });
}

/** Applies for a role, then reloads the roles (counts and the caller's status). */
export function useApplyVolunteer(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VolunteerApplyRequest) => applyVolunteer(eventId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventVolunteersQueryKey(eventId) }),
  });
}
