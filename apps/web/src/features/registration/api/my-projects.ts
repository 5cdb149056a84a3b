import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectSummary } from "@/lib/projects-api.ts";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { registrationKeys } from "./keys.ts";

export async function getMyProjects(signal?: AbortSignal): Promise<ProjectSummary[]> {
  const { projects } = await request<{ projects: ProjectSummary[] }>("/api/projects", { signal });
  return projects;
}

export const myProjectsQueryOptions = queryOptions({
  queryKey: registrationKeys.projects,
  queryFn: ({ signal }) => getMyProjects(signal),
  // Project queries are fresh for 5 minutes (docs/product/requests-and-errors.md#stale-times).
  ...cacheTier("stable"),
  meta: { silent: true },
});

export function useMyProjects(enabled: boolean) {
  return useQuery({ ...myProjectsQueryOptions, enabled });
}
