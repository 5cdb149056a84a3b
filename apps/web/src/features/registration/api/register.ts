import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import type { RegisterResult } from "@commons/domain";
import { registrationKeys } from "./keys.ts";

export interface RegisterBody {
  ticketTypeId?: string;
  answers?: { questionId: string; answer: string | string[] }[];
  projectId?: string;
  allowDigitalCardDisplay?: boolean;
  inviteCode?: string;
}

/**
 * `POST /api/events/{id}/register`. The server answers a repeat of the same active registration with
 * 200 and the same result (contract), so a retry after a lost answer is safe: marked idempotent.
 */
export function registerForEvent(eventId: string, body: RegisterBody): Promise<RegisterResult> {
  return request<RegisterResult>(`/api/events/${encodeURIComponent(eventId)}/register`, {
    method: "POST",
    body,
    idempotent: true,
  });
}

export function useRegister(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => registerForEvent(eventId, body),
    // The form reports failures itself, mapping field errors onto its fields.
    meta: { silent: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.events });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.mine });
    },
  });
}
