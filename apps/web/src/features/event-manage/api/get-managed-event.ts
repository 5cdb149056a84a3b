import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { EventEdit, EventEditView, EventPermissions } from "@commons/domain";
import { manageApi, manageKeys } from "./keys.ts";

export type ManagePermissions = EventPermissions;

/** The slice of `GET /api/events/{id}/edit` the manage page shows in its header. */
export type ManagedEvent = Pick<EventEdit, "id" | "title" | "type" | "status" | "startTime" | "endTime" | "timezone" | "coverImage" | "maxAttendees"> & {
  ticketTypes: Pick<EventEdit["ticketTypes"][number], "id" | "name" | "isActive">[];
};

/** The editor's view of the event: its title and state, and what the caller may do (403 for others). */
export function getManagedEvent(id: string, signal?: AbortSignal) {
  return request<EventEditView>(`${manageApi.path(id)}/edit`, { signal });
}

export function managedEventQueryOptions(id: string) {
  return queryOptions({ queryKey: manageKeys.event(id), queryFn: ({ signal }) => getManagedEvent(id, signal), ...cacheTier("realtime") });
}

export function useManagedEvent(id: string) {
  return useQuery(managedEventQueryOptions(id));
}
