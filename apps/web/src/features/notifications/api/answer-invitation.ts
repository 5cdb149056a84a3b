import type { InvitationAnswer } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { notificationKeys } from "./keys.ts";

/** `POST /api/invitations/{id}/accept|decline`: the invitee's answer (docs/product/organiser-console.md#invitations). */
export function answerInvitation(id: string, answer: "accept" | "decline"): Promise<InvitationAnswer> {
  return request<InvitationAnswer>(`/api/invitations/${encodeURIComponent(id)}/${answer}`, { method: "POST" });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: "accept" | "decline" }) => answerInvitation(id, answer),
    // The list shows each invitation's answer: read it again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
