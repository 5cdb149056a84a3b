import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@commons/domain";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/** `GET /api/users/{idOrUsername}`: never a phone; email and WeChat only when the person chose to show them. */
export type { PublicUser };

export function getUser(handle: string, signal?: AbortSignal): Promise<PublicUser> {
  return request<PublicUser>(`/api/users/${encodeURIComponent(handle)}`, { signal });
}

export function userQueryOptions(handle: string) {
  return queryOptions({
    queryKey: ["users", handle] as const,
    queryFn: ({ signal }) => getUser(handle, signal),
    ...cacheTier("stable"),
  });
}

export function useUser(handle: string) {
  return useQuery(userQueryOptions(handle));
}
