import type { Project } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";
import { submissionKeys } from "./keys.ts";

/** GET /api/projects: the caller's projects, newest first, whole (their tags and screenshots are copied into a submission). */
export async function getMyProjects(signal?: AbortSignal): Promise<Project[]> {
  const { projects } = await request<{ projects: Project[] }>("/api/projects", { signal });
  return projects;
}

export function useMyProjects(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: submissionKeys.projects,
      queryFn: ({ signal }) => getMyProjects(signal),
      // Project queries are fresh for 5 minutes (docs/product/requests-and-errors.md#stale-times).
      ...cacheTier("stable"),
      meta: { silent: true },
      enabled,
    }),
  );
}
