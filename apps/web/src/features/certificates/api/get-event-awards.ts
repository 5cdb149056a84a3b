import type { PublicCertificate } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { certificatesKeys } from "./keys.ts";

// GET /api/events/{id}/awards (docs/product/certificate-pages.md#event-awards): the event's valid certificates, public fields only.

export function eventAwardsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: certificatesKeys.eventAwards(eventId),
    queryFn: ({ signal }) => request<PublicCertificate[]>(`/api/events/${encodeURIComponent(eventId)}/awards`, { signal }),
    ...cacheTier("stable"),
    // A section below the fold: a failure leaves it out rather than raising a toast.
    meta: { silent: true },
  });
}

export function useEventAwards(eventId: string) {
  return useQuery(eventAwardsQueryOptions(eventId));
}
