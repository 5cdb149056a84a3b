import type { Project, ProjectInputBody } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { projectKeys } from "@/lib/projects-api.ts";
import { request } from "@/lib/request.ts";

/** `POST /api/projects` with every field, or `PUT /api/projects/{id}` (the owner replaces every field). */
export async function saveProject(id: string | null, body: ProjectInputBody): Promise<Project> {
  const path = id ? `/api/projects/${encodeURIComponent(id)}` : "/api/projects";
  const { project } = await request<{ project: Project }>(path, { method: id ? "PUT" : "POST", body });
  return project;
}

/** `id` null creates. The lists and the project's page under projectKeys.all refetch once it is saved. */
export function useSaveProject(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectInputBody) => saveProject(id, body),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
