import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { type ManagedEvent, type ManagePermissions, manageApi, manageKeys } from "./types.ts";

/** The editor's view of the event: its title and state, and what the caller may do (403 for others). */
export function getManagedEvent(id: string, signal?: AbortSignal) {
  return request<{ event: ManagedEvent; permissions: ManagePermissions }>(`${manageApi.path(id)}/edit`, { signal });
}

export function managedEventQueryOptions(id: string) {
  return queryOptions({ queryKey: manageKeys.event(id), queryFn: ({ signal }) => getManagedEvent(id, signal), ...cacheTier("realtime") });
}

export function useManagedEvent(id: string) {
  return useQuery(managedEventQueryOptions(id));
}
