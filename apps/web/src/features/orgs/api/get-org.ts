import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Organization, OrganizationPage } from "@commons/domain";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

export type { Organization };
export type OrgMember = OrganizationPage["members"][number];
/** `GET /api/orgs/{slug}`. */
export type OrgPage = OrganizationPage;

export function getOrg(slug: string, signal?: AbortSignal): Promise<OrgPage> {
  return request<OrgPage>(`/api/orgs/${encodeURIComponent(slug)}`, { signal });
}

export const orgQueryKey = (slug: string) => ["orgs", slug] as const;

export function orgQueryOptions(slug: string) {
  return queryOptions({
    queryKey: orgQueryKey(slug),
    queryFn: ({ signal }) => getOrg(slug, signal),
    ...cacheTier("stable"),
  });
}

export function useOrg(slug: string) {
  return useQuery(orgQueryOptions(slug));
}
