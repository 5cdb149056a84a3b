import { useMutation } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import type { CheckInValidation } from "@commons/domain";
import type { CheckInInput } from "./check-in.ts";

/**
 * `POST /api/events/{id}/checkin/validate`: whether a code would check its holder in, changing nothing
 * (docs/product/organiser-console.md#check-in), so repeating it is harmless.
 */
export function validateCheckIn(eventId: string, input: CheckInInput): Promise<CheckInValidation> {
  return request<CheckInValidation>(`/api/events/${encodeURIComponent(eventId)}/checkin/validate`, { method: "POST", body: input, idempotent: true });
}

export function useValidateCheckIn(eventId: string) {
  return useMutation({
    mutationFn: (input: CheckInInput) => validateCheckIn(eventId, input),
    // The page shows every outcome in its result panel rather than as a toast.
    meta: { silent: true },
  });
}
