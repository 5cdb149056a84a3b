import type { DeletedEvent } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

export function deleteEvent(id: string): Promise<DeletedEvent> {
  return request<DeletedEvent>(`/api/events/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** docs/product/organiser-console.md#deleting-an-event: the lists that showed the event are read again. */
export function useDeleteEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEvent(id),
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["my-events"] });
      void queryClient.invalidateQueries({ queryKey: ["events"] });
    },
  });
}
