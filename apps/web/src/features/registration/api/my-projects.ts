import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cacheTier } from "../../../lib/query-client.ts";
import { request } from "../../../lib/request.ts";
import { registrationKeys } from "./types.ts";

/** Contract: Project, trimmed to what the picker shows. */
export interface PickableProject {
  id: string;
  title: string;
  subtitle: string | null;
  stage: string;
}

export async function getMyProjects(signal?: AbortSignal): Promise<PickableProject[]> {
  const { projects } = await request<{ projects: PickableProject[] }>("/api/projects", { signal });
  return projects;
}

export const myProjectsQueryOptions = queryOptions({
  queryKey: registrationKeys.projects,
  queryFn: ({ signal }) => getMyProjects(signal),
  // Doc 1 §7: project queries are fresh for 5 minutes.
  ...cacheTier("stable"),
  meta: { silent: true },
});

export function useMyProjects(enabled: boolean) {
  return useQuery({ ...myProjectsQueryOptions, enabled });
}

export interface NewProject {
  title: string;
  subtitle: string;
  stage: string;
}

export async function createProject(body: NewProject): Promise<PickableProject> {
  const { project } = await request<{ project: PickableProject }>("/api/projects", { method: "POST", body });
  return project;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    meta: { silent: true },
    onSuccess: (project) => {
      queryClient.setQueryData<PickableProject[]>(registrationKeys.projects, (list) => [project, ...(list ?? [])]);
      void queryClient.invalidateQueries({ queryKey: ["projects"] });
    },
  });
}
