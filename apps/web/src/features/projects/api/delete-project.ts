import { useMutation, useQueryClient } from "@tanstack/react-query";
import { projectKeys } from "@/lib/projects-api.ts";
import { request } from "@/lib/request.ts";

/** `DELETE /api/projects/{id}`: the owner only; its hackathon submissions stay (docs/product/hackathons.md#projects). */
export async function deleteProject(id: string): Promise<void> {
  await request<{ id: string }>(`/api/projects/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProject(id),
    meta: { silent: true },
    onSuccess: () => {
      // The deleted page must not be served from the cache; the lists refetch.
      queryClient.removeQueries({ queryKey: [...projectKeys.all, "page", id] });
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
