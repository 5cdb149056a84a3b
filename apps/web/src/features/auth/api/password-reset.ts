import { useMutation } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";

/** Mails a reset link when the address has an account; the answer is the same either way. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return request<unknown>("/api/auth/request-password-reset", { method: "POST", body: { email } });
}

export interface ResetPasswordInput {
  /** From the mailed link's `?token=`. */
  token: string;
  newPassword: string;
}

/** Sets the new password; the server signs out every session of the account. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return request<unknown>("/api/auth/reset-password", { method: "POST", body: input });
}

// The forms show failures next to their fields (see reportAuthFailure); each mutation is sent once.
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { silent: true } });
}
