import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-error.ts";
import { request } from "@/lib/request.ts";
import { refreshAfterAuthChange } from "@/lib/session.ts";
import { signInEmail } from "./sign-in.ts";

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** "signedIn": a new account (or its owner's own password); "checkMailbox": the address was taken, its owner was mailed. */
export type SignUpOutcome = "signedIn" | "checkMailbox";

/**
 * Sign-up answers a taken address exactly like a new one and signs nobody in (ADR 0031,
 * docs/product/accounts-and-profile.md#sign-up); the page then signs in with the same password.
 * Refused there means the address already had an account: the person is asked to look in the mailbox.
 */
export async function signUpEmail(input: SignUpInput): Promise<SignUpOutcome> {
  await request<unknown>("/api/auth/sign-up/email", { method: "POST", body: input });
  try {
    await signInEmail({ email: input.email, password: input.password });
    return "signedIn";
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return "checkMailbox";
    throw error;
  }
}

export function useSignUpEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpEmail,
    // The form shows the failure next to the fields (see reportAuthFailure).
    meta: { silent: true },
    onSuccess: (outcome) => (outcome === "signedIn" ? refreshAfterAuthChange(queryClient) : undefined),
  });
}
