import type { HostOrganization } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { eventEditorKeys } from "./keys.ts";

/** An organisation the signed-in person may create events for (OWNER or ADMIN). */
export type { HostOrganization };

/**
 * `GET /api/user/organizations`: where I am an OWNER or ADMIN. Hosting as myself always works, so when the
 * list cannot be loaded the editor offers "myself" only rather than blocking the form with an error.
 */
export async function getMyOrganizations(signal?: AbortSignal): Promise<HostOrganization[]> {
  try {
    const data = await request<{ organizations: HostOrganization[] }>("/api/user/organizations", { signal });
    return data.organizations;
  } catch {
    return [];
  }
}

export const myOrganizationsQueryOptions = queryOptions({
  queryKey: eventEditorKeys.myOrganizations,
  queryFn: ({ signal }) => getMyOrganizations(signal),
  ...cacheTier("stable"),
  meta: { silent: true },
});

export function useMyOrganizations() {
  return useQuery(myOrganizationsQueryOptions);
}
