import type { AttendeeInvitation } from "@commons/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { manageApi, manageKeys } from "./keys.ts";

/**
 * `POST /api/events/{id}/invitations`: the organiser's "add someone" invites them, named by username (a
 * leading "@" is fine) or e-mail; they register only by accepting (docs/product/organiser-console.md#invitations).
 * An address answers the same whether or not it has an account.
 */
export function addRegistration(id: string, usernameOrEmail: string, ticketTypeId: string | null) {
  return request<{ invitation: AttendeeInvitation }>(`${manageApi.path(id)}/invitations`, {
    method: "POST",
    body: { usernameOrEmail: usernameOrEmail.trim(), ticketTypeId },
  });
}

export function useAddRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ handle, ticketTypeId }: { handle: string; ticketTypeId: string | null }) => addRegistration(id, handle, ticketTypeId),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: manageKeys.invitations(id) }),
  });
}

/** `GET /api/events/{id}/invitations`: who was invited and how they answered, newest first. */
export function useInvitations(id: string) {
  return useQuery({
    queryKey: manageKeys.invitations(id),
    queryFn: () => request<{ invitations: AttendeeInvitation[] }>(`${manageApi.path(id)}/invitations`),
  });
}
