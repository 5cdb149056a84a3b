import type { VolunteerApplicationResult } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { eventVolunteersQueryKey } from "./get-event-volunteers.ts";

/** The spec's payload is `eventVolunteerRoleId`; the server also reads it from the query, which no proxy drops from a DELETE. */
export function cancelVolunteer(eventId: string, eventVolunteerRoleId: string): Promise<VolunteerApplicationResult> {
  return request<VolunteerApplicationResult>(`/api/events/${encodeURIComponent(eventId)}/volunteers/cancel`, {
    method: "DELETE",
    body: { eventVolunteerRoleId },
  });
}

export function useCancelVolunteer(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: string) => cancelVolunteer(eventId, roleId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventVolunteersQueryKey(eventId) }),
  });
}
