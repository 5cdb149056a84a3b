import type { MyRegistrationResult } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { registrationKeys } from "./keys.ts";

/**
 * `GET /api/events/{id}/my-registration`: the reader's own registration and, when it is CANCELLED, the
 * `prefill` the form starts from (docs/product/registration.md#registering-again).
 */
export function getMyRegistration(eventId: string, signal?: AbortSignal): Promise<MyRegistrationResult> {
  return request<MyRegistrationResult>(`/api/events/${encodeURIComponent(eventId)}/my-registration`, { signal });
}

export function myRegistrationQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: registrationKeys.myRegistration(eventId),
    queryFn: ({ signal }) => getMyRegistration(eventId, signal),
    ...cacheTier("realtime"),
    // A convenience: when it fails the form simply starts empty, at once rather than after retries.
    retry: false,
    meta: { silent: true },
  });
}

export function useMyRegistration(eventId: string, enabled: boolean) {
  return useQuery({ ...myRegistrationQueryOptions(eventId), enabled });
}
