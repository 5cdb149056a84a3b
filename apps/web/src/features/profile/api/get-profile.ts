import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import type { Profile } from "@commons/domain";

export const profileQueryKey = ["profile"] as const;

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { user } = await request<{ user: Profile }>("/api/profile", { signal });
  return user;
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
  ...cacheTier("moderate"),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
