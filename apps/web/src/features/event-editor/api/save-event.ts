import type { EventInput, EventPatch, EventEditView } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { eventEditorKeys } from "./keys.ts";

export function createEvent(input: EventInput): Promise<{ event: { id: string; status: "DRAFT" } }> {
  return request("/api/events", { method: "POST", body: input });
}

export function patchEvent(id: string, patch: EventPatch): Promise<EventEditView> {
  return request<EventEditView>(`/api/events/${encodeURIComponent(id)}`, { method: "PATCH", body: patch });
}

/** Anything listing events (my events, the public list, the event page) may show what changed. */
function invalidateEventLists(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: ["my-events"] });
  void queryClient.invalidateQueries({ queryKey: ["events"] });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    // The form maps field errors onto its fields itself.
    meta: { silent: true },
    onSuccess: () => invalidateEventLists(queryClient),
  });
}

export function usePatchEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: EventPatch) => patchEvent(id, patch),
    meta: { silent: true },
    onSuccess: (view) => {
      queryClient.setQueryData(eventEditorKeys.edit(id), view);
      invalidateEventLists(queryClient);
    },
  });
}
