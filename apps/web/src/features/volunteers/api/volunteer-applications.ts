import type { VolunteerApplicationRow, VolunteerApplications } from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

// The organiser's review of volunteer applications (the console's "volunteers" tab).

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/volunteers/applications`;
export const volunteerApplicationsQueryKey = (eventId: string) => ["events", "volunteer-applications", eventId] as const;

export function volunteerApplicationsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: volunteerApplicationsQueryKey(eventId),
    queryFn: ({ signal }) => request<VolunteerApplications>(base(eventId), { signal }),
  });
}

export function useVolunteerApplications(eventId: string) {
  return useQuery(volunteerApplicationsQueryOptions(eventId));
}

export type VolunteerDecision = "approve" | "reject";

export function decideVolunteerApplication(eventId: string, applicationId: string, decision: VolunteerDecision) {
  // A repeated decision is a no-op on the server, so a retry is safe.
  return request<{ application: VolunteerApplicationRow }>(`${base(eventId)}/${encodeURIComponent(applicationId)}/${decision}`, { method: "POST", idempotent: true });
}

export function useDecideVolunteerApplication(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, decision }: { applicationId: string; decision: VolunteerDecision }) => decideVolunteerApplication(eventId, applicationId, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: volunteerApplicationsQueryKey(eventId) }),
  });
}
