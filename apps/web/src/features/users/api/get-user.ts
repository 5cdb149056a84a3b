import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EventCard, LevelFields } from "@/lib/api-types.ts";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/** `GET /api/users/{idOrUsername}`: never a phone; email and WeChat only when the person chose to show them. */
export interface PublicUser extends LevelFields {
  id: string;
  name: string;
  username: string | null;
  image: string | null;
  bio: string | null;
  userRoleString: string | null;
  currentWorkOn: string | null;
  city: string | null;
  region: string | null;
  skills: string[];
  email?: string | null;
  wechatId?: string | null;
  organizedEvents: EventCard[];
}

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
