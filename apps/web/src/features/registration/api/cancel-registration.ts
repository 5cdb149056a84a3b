import { useMutation, useQueryClient } from "@tanstack/react-query";
import { idempotentMutation } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { MyRegistration } from "@commons/domain";
import { registrationKeys } from "./keys.ts";

/** `DELETE /api/events/{id}/register`: cancelling twice changes nothing, so a retry is safe. */
export function cancelRegistration(eventId: string): Promise<{ registration: MyRegistration }> {
  return request<{ registration: MyRegistration }>(`/api/events/${encodeURIComponent(eventId)}/register`, {
    method: "DELETE",
  });
}

export function useCancelRegistration(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelRegistration(eventId),
    ...idempotentMutation,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.events });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.mine });
    },
  });
}
