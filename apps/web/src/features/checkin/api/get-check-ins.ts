import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { CheckInEntry } from "@commons/domain";
import { checkInKeys } from "./keys.ts";

/** Several staff may scan at one door: the list refreshes on its own so each sees the others' check-ins. */
const CHECK_IN_LIST_REFRESH_MS = 15_000;

export async function getCheckIns(eventId: string, signal?: AbortSignal): Promise<CheckInEntry[]> {
  const data = await request<CheckInEntry[] | { data?: CheckInEntry[]; checkIns?: CheckInEntry[] }>(
    `/api/events/${encodeURIComponent(eventId)}/checkin`,
    { signal },
  );
  // The contract names the list `data` (entries with user.id); accept it bare or wrapped.
  // docs/product/organiser-console.md#check-in
  const list = Array.isArray(data) ? data : (data.data ?? data.checkIns ?? []);
  return [...list].sort((a, b) => b.checkedInAt.localeCompare(a.checkedInAt));
}

export function checkInsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: checkInKeys.list(eventId),
    queryFn: ({ signal }) => getCheckIns(eventId, signal),
    ...cacheTier("realtime"),
    refetchInterval: CHECK_IN_LIST_REFRESH_MS,
  });
}

export function useCheckIns(eventId: string) {
  return useQuery(checkInsQueryOptions(eventId));
}
