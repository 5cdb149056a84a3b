import type { VolunteerRolesEdit, VolunteerRolesUpdate } from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

// The organiser's roles editor (on the event's edit page).

const path = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/volunteer-roles`;
export const volunteerRolesQueryKey = (eventId: string) => ["events", "volunteer-roles", eventId] as const;

export function volunteerRolesQueryOptions(eventId: string) {
  return queryOptions({ queryKey: volunteerRolesQueryKey(eventId), queryFn: ({ signal }) => request<VolunteerRolesEdit>(path(eventId), { signal }) });
}

export function useVolunteerRoles(eventId: string) {
  return useQuery(volunteerRolesQueryOptions(eventId));
}

export function useSaveVolunteerRoles(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The whole list replaces the stored one: repeating it changes nothing more.
    mutationFn: (body: VolunteerRolesUpdate) => request<VolunteerRolesEdit>(path(eventId), { method: "PUT", body, idempotent: true }),
    onSuccess: (data) => queryClient.setQueryData(volunteerRolesQueryKey(eventId), data),
  });
}
