import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { manageApi, manageKeys } from "./keys.ts";

/**
 * `POST /api/events/{id}/registrations`: adds someone as APPROVED, named by username (a leading "@" is fine)
 * or e-mail; the server resolves it and answers a specific 404 when nobody matches.
 */
export function addRegistration(id: string, usernameOrEmail: string, ticketTypeId: string | null) {
  return request<{ registration: { id: string; status: string } }>(`${manageApi.path(id)}/registrations`, {
    method: "POST",
    body: { usernameOrEmail: usernameOrEmail.trim(), ticketTypeId },
  });
}

export function useAddRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ handle, ticketTypeId }: { handle: string; ticketTypeId: string | null }) => addRegistration(id, handle, ticketTypeId),
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: manageKeys.registrations(id) });
      void queryClient.invalidateQueries({ queryKey: manageKeys.overview(id) });
    },
  });
}
