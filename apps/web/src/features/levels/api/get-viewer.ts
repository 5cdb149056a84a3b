import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile } from "@commons/domain";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { levelKeys } from "./keys.ts";

/**
 * `GET /api/profile`: the signed-in reader's own levels (highlighted on the levels page) and whether they are a
 * community admin (the profile's "manage levels" link). Same key as the settings page's, so one answer serves both.
 */
const viewerQueryOptions = queryOptions({
  queryKey: levelKeys.viewer,
  queryFn: async ({ signal }) => (await request<{ user: Profile }>("/api/profile", { signal })).user,
  ...cacheTier("moderate"),
});

export function useViewer(signedIn: boolean) {
  return useQuery({ ...viewerQueryOptions, enabled: signedIn, meta: { silent: true } });
}
