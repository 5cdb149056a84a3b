import type { EventLifecycle } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { eventEditorKeys } from "./keys.ts";

export type LifecycleAction = "publish" | "cancel" | "complete";


export function changeEventLifecycle(id: string, action: LifecycleAction): Promise<EventLifecycle> {
  return request<EventLifecycle>(`/api/events/${encodeURIComponent(id)}/${action}`, { method: "POST" });
}

export function useEventLifecycle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: LifecycleAction) => changeEventLifecycle(id, action),
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventEditorKeys.edit(id) });
      void queryClient.invalidateQueries({ queryKey: ["my-events"] });
      void queryClient.invalidateQueries({ queryKey: ["events"] });
    },
  });
}
