import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { CheckInEntry } from "@commons/domain";
import { manageApi, manageKeys } from "./keys.ts";

/** The check-in tab's live count: several doors may be scanning at once. */
export const CHECK_IN_POLL_MS = 10_000;

export async function getCheckIns(id: string, signal?: AbortSignal): Promise<CheckInEntry[]> {
  const data = await request<CheckInEntry[] | { data?: CheckInEntry[] }>(`${manageApi.path(id)}/checkin`, { signal });
  const list = Array.isArray(data) ? data : (data.data ?? []);
  return [...list].sort((a, b) => b.checkedInAt.localeCompare(a.checkedInAt));
}

export function checkInsQueryOptions(id: string) {
  return queryOptions({
    queryKey: manageKeys.checkIns(id),
    queryFn: ({ signal }) => getCheckIns(id, signal),
    ...cacheTier("realtime"),
    refetchInterval: CHECK_IN_POLL_MS,
  });
}

export function useCheckIns(id: string) {
  return useQuery(checkInsQueryOptions(id));
}

/** `DELETE /api/events/{id}/checkin/{registrationId}`: idempotent on the server. */
export function undoCheckIn(id: string, registrationId: string) {
  return request<{ registration: { id: string; checkedInAt: string | null } }>(
    `${manageApi.path(id)}/checkin/${encodeURIComponent(registrationId)}`,
    { method: "DELETE" },
  );
}

export function useUndoCheckIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: string) => undoCheckIn(id, registrationId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: manageKeys.checkIns(id) });
      void queryClient.invalidateQueries({ queryKey: manageKeys.registrations(id) });
      void queryClient.invalidateQueries({ queryKey: manageKeys.overview(id) });
    },
  });
}
