import type { HackathonConfigInput, HackathonConfigView } from "@commons/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

// The hackathon's configuration as the editor and the console's stage tab read it (docs/product/hackathons.md#configuration).

const path = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/hackathon-config`;
export const hackathonConfigQueryKey = (eventId: string) => ["events", "hackathon-config", eventId] as const;

export function hackathonConfigQueryOptions(eventId: string) {
  return queryOptions({ queryKey: hackathonConfigQueryKey(eventId), queryFn: ({ signal }) => request<HackathonConfigView>(path(eventId), { signal }) });
}

export function useHackathonConfig(eventId: string) {
  return useQuery(hackathonConfigQueryOptions(eventId));
}

export function useSaveHackathonConfig(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The whole configuration (but the stage) replaces the stored one: repeating it changes nothing more.
    mutationFn: (body: HackathonConfigInput) => request<HackathonConfigView>(path(eventId), { method: "PUT", body, idempotent: true }),
    onSuccess: (data) => {
      queryClient.setQueryData(hackathonConfigQueryKey(eventId), data);
      // The event page shows the configuration (and asks for a project when it says so).
      void queryClient.invalidateQueries({ queryKey: ["events", "detail", eventId] });
    },
  });
}
