import type { SubmissionCreateInput, SubmissionLeft, SubmissionResult, SubmissionUpdateInput } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { submissionKeys } from "./keys.ts";

// The team's writes on its submission (docs/product/hackathons.md#submissions). Each refreshes the panel, and
// the caller's registrations list (which shows the submission's title).

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/** The server answers a retried identical POST with the same submission, so one retry is safe. */
export function submitProject(eventId: string, body: SubmissionCreateInput): Promise<SubmissionResult> {
  return request<SubmissionResult>(`${base(eventId)}/submit-project`, { method: "POST", body, idempotent: true });
}

export function updateSubmission(eventId: string, submissionId: string, body: SubmissionUpdateInput): Promise<SubmissionResult> {
  return request<SubmissionResult>(`${base(eventId)}/submissions/${encodeURIComponent(submissionId)}`, { method: "PUT", body, idempotent: true });
}

export function withdrawSubmission(eventId: string, submissionId: string): Promise<SubmissionLeft> {
  return request<SubmissionLeft>(`${base(eventId)}/submissions/${encodeURIComponent(submissionId)}`, { method: "DELETE" });
}

export function leaveSubmission(eventId: string, submissionId: string): Promise<SubmissionLeft> {
  return request<SubmissionLeft>(`${base(eventId)}/submissions/${encodeURIComponent(submissionId)}/members/me`, { method: "DELETE" });
}

function useRefresh(eventId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: submissionKeys.mine(eventId) }),
      queryClient.invalidateQueries({ queryKey: ["registrations"] }),
    ]);
}

export function useSubmitProject(eventId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({ mutationFn: (body: SubmissionCreateInput) => submitProject(eventId, body), meta: { silent: true }, onSuccess: refresh });
}

export function useUpdateSubmission(eventId: string, submissionId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({ mutationFn: (body: SubmissionUpdateInput) => updateSubmission(eventId, submissionId, body), meta: { silent: true }, onSuccess: refresh });
}

export function useWithdrawSubmission(eventId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({ mutationFn: (submissionId: string) => withdrawSubmission(eventId, submissionId), onSettled: refresh });
}

export function useLeaveSubmission(eventId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({ mutationFn: (submissionId: string) => leaveSubmission(eventId, submissionId), onSettled: refresh });
}
