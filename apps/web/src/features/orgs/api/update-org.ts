import type { OrgUpdate } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/request.ts";
import { type Organization, orgQueryKey, type OrgPage } from "./get-org.ts";

/** `PATCH /api/orgs/{slug}`: owners and admins only; the slug never changes, so the page stays put. */
export async function updateOrg(slug: string, changes: OrgUpdate): Promise<Organization> {
  const { organization } = await request<{ organization: Organization }>(`/api/orgs/${encodeURIComponent(slug)}`, {
    method: "PATCH",
    body: changes,
  });
  return organization;
}

export function useUpdateOrg(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: OrgUpdate) => updateOrg(slug, changes),
    // The form reports failures itself, mapping field errors onto the fields.
    meta: { silent: true },
    onSuccess: (organization) => {
      queryClient.setQueryData<OrgPage>(orgQueryKey(slug), (page) => (page ? { ...page, organization } : page));
      // The event editor's "host as" list shows the name and logo too (features/event-editor keys it so).
      void queryClient.invalidateQueries({ queryKey: ["my-organizations"] });
    },
  });
}
