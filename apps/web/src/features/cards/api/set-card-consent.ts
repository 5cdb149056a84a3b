import type { CardConsentResult } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { eventCardsQueryKey } from "./get-event-cards.ts";

/** The caller shows or hides their own card; setting the same value twice is harmless, so it may be retried. */
export function setCardConsent(eventId: string, allowDigitalCardDisplay: boolean): Promise<CardConsentResult> {
  return request<CardConsentResult>(`/api/events/${encodeURIComponent(eventId)}/my-registration/card-consent`, {
    method: "PATCH",
    body: { allowDigitalCardDisplay },
    idempotent: true,
  });
}

/** Changes the consent, then reloads the gallery and the event (whose viewer registration carries it). */
export function useSetCardConsent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allow: boolean) => setCardConsent(eventId, allow),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventCardsQueryKey(eventId) }),
        queryClient.invalidateQueries({ queryKey: ["events", "detail", eventId], exact: true }),
      ]);
    },
  });
}
