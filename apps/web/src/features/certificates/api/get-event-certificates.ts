import type { Certificate } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { certificatesKeys } from "./keys.ts";

// GET /api/events/{id}/certificates (docs/product/certificate-pages.md#console): every certificate of the event, for its managers.

export function eventCertificatesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: certificatesKeys.eventList(eventId),
    queryFn: ({ signal }) => request<Certificate[]>(`/api/events/${encodeURIComponent(eventId)}/certificates`, { signal }),
  });
}

export function useEventCertificates(eventId: string) {
  return useQuery(eventCertificatesQueryOptions(eventId));
}
