import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { EventEditView } from "@commons/domain";
import { eventEditorKeys } from "./keys.ts";

export function getEventForEdit(id: string, signal?: AbortSignal): Promise<EventEditView> {
  return request<EventEditView>(`/api/events/${encodeURIComponent(id)}/edit`, { signal });
}

export function eventForEditQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventEditorKeys.edit(id),
    queryFn: ({ signal }) => getEventForEdit(id, signal),
    // The editor seeds its form once; a background refetch must not look like someone else's edit.
    ...cacheTier("realtime"),
    refetchOnWindowFocus: false,
  });
}

export function useEventForEdit(id: string) {
  return useQuery(eventForEditQueryOptions(id));
}
