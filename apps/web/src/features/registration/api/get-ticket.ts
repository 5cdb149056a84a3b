import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { CheckInTicket } from "@commons/domain";
import { registrationKeys } from "./keys.ts";

export function getTicket(eventId: string, signal?: AbortSignal): Promise<CheckInTicket> {
  return request<CheckInTicket>(`/api/events/${encodeURIComponent(eventId)}/ticket`, { signal });
}

export function ticketQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: registrationKeys.ticket(eventId),
    queryFn: ({ signal }) => getTicket(eventId, signal),
    ...cacheTier("moderate"),
    // The dialog shows its own error panel.
    meta: { silent: true },
  });
}

export function useTicket(eventId: string, enabled: boolean) {
  return useQuery({ ...ticketQueryOptions(eventId), enabled });
}
