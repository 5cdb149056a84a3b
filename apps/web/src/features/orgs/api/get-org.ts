import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EventCard, UserSummary } from "@/lib/api-types.ts";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

export interface Organization {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  description: string | null;
  website: string | null;
  city: string | null;
}

export interface OrgMember {
  user: UserSummary;
  role: string;
}

/** `GET /api/orgs/{slug}`. */
export interface OrgPage {
  organization: Organization;
  members: OrgMember[];
  upcomingEvents: EventCard[];
  pastEvents: EventCard[];
  /** The signed-in viewer is one of the organisation's owners or admins. */
  canEdit: boolean;
}

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
