import type { ProfileCompletion } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/**
 * `GET /api/user/profile` (docs/product/accounts-and-profile.md#profile-completeness):
 * which of name, role, current work, bio and skills are missing.
 */
export type { ProfileCompletion };

export function getProfileCompletion(signal?: AbortSignal): Promise<ProfileCompletion> {
  return request<ProfileCompletion>("/api/user/profile", { signal });
}

// Under ["profile"], so saving the profile anywhere refreshes it; short-lived because it follows edits.
export const profileCompletionQueryOptions = queryOptions({
  queryKey: ["profile", "completion"] as const,
  queryFn: ({ signal }) => getProfileCompletion(signal),
  ...cacheTier("realtime"),
  meta: { silent: true },
});

export function useProfileCompletion(enabled: boolean) {
  return useQuery({ ...profileCompletionQueryOptions, enabled });
}
