import { queryOptions, useQuery } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-error.ts";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/**
 * docs/product/engagement.md#invite-codes: POST /api/events/{id}/invites/user → `data.invite.code`. The server keeps one
 * stable code per (event, user), so asking again is harmless and the call may be retried.
 * A 401 means "signed out, no code": the link is shared without `?invite=`.
 */
export async function getInviteCode(eventId: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const data = await request<{ invite: { code: string } }>(`/api/events/${encodeURIComponent(eventId)}/invites/user`, {
      method: "POST",
      idempotent: true,
      signal,
    });
    return data.invite.code;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function inviteCodeQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: ["share", "invite-code", eventId] as const,
    queryFn: ({ signal }) => getInviteCode(eventId, signal),
    ...cacheTier("stable"),
    retry: false,
    // The dialog shows 'failed to get invite code' in place; no generic toast.
    meta: { silent: true },
  });
}

export function useInviteCode(eventId: string, enabled: boolean) {
  return useQuery({ ...inviteCodeQueryOptions(eventId), enabled });
}
