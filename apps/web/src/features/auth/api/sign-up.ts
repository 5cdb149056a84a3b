import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { refreshAfterAuthChange } from "@/lib/session.ts";

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export function signUpEmail(input: SignUpInput): Promise<unknown> {
  return request<unknown>("/api/auth/sign-up/email", { method: "POST", body: input });
}

export function useSignUpEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpEmail,
    // The form shows the failure next to the fields (see reportAuthFailure).
    meta: { silent: true },
    onSuccess: () => refreshAfterAuthChange(queryClient),
  });
}
