import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { refreshAfterAuthChange } from "@/lib/session.ts";

export interface EmailCredentials {
  email: string;
  password: string;
}

/** better-auth sets the httpOnly session cookie; the body is not needed beyond success. */
export function signInEmail(credentials: EmailCredentials): Promise<unknown> {
  return request<unknown>("/api/auth/sign-in/email", { method: "POST", body: credentials });
}

export function useSignInEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInEmail,
    // The form shows the failure next to the fields (see reportAuthFailure).
    meta: { silent: true },
    // Never retried: a repeated sign-in attempt counts against the rate limit.
    onSuccess: () => refreshAfterAuthChange(queryClient),
  });
}
