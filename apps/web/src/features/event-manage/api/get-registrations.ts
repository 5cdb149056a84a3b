import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { RegistrationsPage } from "@commons/domain";
import { manageApi, manageKeys, type RegistrationsFilter } from "./keys.ts";

export function getRegistrations(id: string, filter: RegistrationsFilter, signal?: AbortSignal): Promise<RegistrationsPage> {
  return request<RegistrationsPage>(`${manageApi.path(id)}/registrations`, {
    signal,
    query: { status: filter.status, ticketTypeId: filter.ticketTypeId, q: filter.q, page: filter.page },
  });
}

export function registrationsQueryOptions(id: string, filter: RegistrationsFilter) {
  return queryOptions({
    queryKey: manageKeys.registrationsPage(id, filter),
    queryFn: ({ signal }) => getRegistrations(id, filter, signal),
    ...cacheTier("realtime"),
    // Changing a filter keeps the old rows on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useRegistrations(id: string, filter: RegistrationsFilter) {
  return useQuery(registrationsQueryOptions(id, filter));
}
