import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import type { BulkResult } from "@commons/domain";
import { manageApi, manageKeys } from "./keys.ts";

export type ReviewStatus = "APPROVED" | "REJECTED" | "WAITLISTED";

export interface ReviewInput {
  status: ReviewStatus;
  note?: string | null;
}

/** `PATCH /api/events/{id}/registrations/{registrationId}`: one decision, through the capacity guard. */
export function reviewRegistration(id: string, registrationId: string, input: ReviewInput) {
  return request<{ registration: { id: string; status: string } }>(
    `${manageApi.path(id)}/registrations/${encodeURIComponent(registrationId)}`,
    { method: "PATCH", body: input, idempotent: true },
  );
}

/** `POST /api/events/{id}/registrations/bulk`: each id in its own transaction; one result per id. */
export function bulkReview(id: string, registrationIds: string[], input: ReviewInput) {
  return request<{ results: BulkResult[] }>(`${manageApi.path(id)}/registrations/bulk`, {
    method: "POST",
    body: { registrationIds, ...input },
    // Setting a status twice leaves it as it is, so a lost answer may be asked again.
    idempotent: true,
  });
}

function useRefreshAfterReview(id: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: manageKeys.registrations(id) });
    void queryClient.invalidateQueries({ queryKey: manageKeys.overview(id) });
    void queryClient.invalidateQueries({ queryKey: ["my-events"] });
  };
}

export function useReviewRegistration(id: string) {
  const refresh = useRefreshAfterReview(id);
  return useMutation({
    mutationFn: ({ registrationId, ...input }: ReviewInput & { registrationId: string }) => reviewRegistration(id, registrationId, input),
    onSettled: refresh,
  });
}

export function useBulkReview(id: string) {
  const refresh = useRefreshAfterReview(id);
  return useMutation({
    mutationFn: ({ registrationIds, ...input }: ReviewInput & { registrationIds: string[] }) => bulkReview(id, registrationIds, input),
    onSettled: refresh,
  });
}
