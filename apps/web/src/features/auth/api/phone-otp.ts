import type { PhoneSignIn } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { refreshAfterAuthChange } from "@/lib/session.ts";

/** Sends a one-time code by SMS. Not retried automatically: each send is a real message (and rate limited). */
export function sendPhoneOtp(phoneNumber: string): Promise<unknown> {
  return request<unknown>("/api/auth/phone-number/send-otp", { method: "POST", body: { phoneNumber } });
}

/** Signs in with the code, creating the account on first use. */
export function verifyPhoneOtp(input: PhoneSignIn): Promise<unknown> {
  return request<unknown>("/api/auth/phone-number/verify", { method: "POST", body: input });
}

export function useSendPhoneOtp() {
  return useMutation({ mutationFn: sendPhoneOtp, meta: { silent: true } });
}

export function useVerifyPhoneOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneOtp,
    // The form shows the failure next to the fields (see reportAuthFailure).
    meta: { silent: true },
    onSuccess: () => refreshAfterAuthChange(queryClient),
  });
}
