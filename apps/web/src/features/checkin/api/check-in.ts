import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import type { CheckInResult } from "@commons/domain";
import { checkInKeys } from "./keys.ts";

export type CheckInInput = { token: string } | { code: string };

/** A second check-in answers "already checked in" with the first time (contract), so repeating is harmless. */
export function checkIn(eventId: string, input: CheckInInput): Promise<CheckInResult> {
  return request<CheckInResult>(`/api/events/${encodeURIComponent(eventId)}/checkin`, { method: "POST", body: input, idempotent: true });
}

export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckInInput) => checkIn(eventId, input),
    // The page shows every outcome in its result panel rather than as a toast.
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: checkInKeys.list(eventId) }),
  });
}
