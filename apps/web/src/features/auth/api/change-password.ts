import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { sessionQueryKey } from "@/lib/session.ts";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** Signs out every other session; this one gets a fresh session cookie from the server. */
  revokeOtherSessions: boolean;
}

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return request<unknown>("/api/auth/change-password", { method: "POST", body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The form shows the failure next to its fields (see reportAuthFailure).
    meta: { silent: true },
    // Sent once, like every mutation here: each attempt counts against the account's limit.
    // Revoking others replaces this session too: read the new one. The person is the same, so nothing else changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
