import type { ProjectPage } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/** `GET /api/projects/{id}`: a project's public page, with its owner's public fields. */
export function getProject(id: string, signal?: AbortSignal): Promise<ProjectPage> {
  return request<ProjectPage>(`/api/projects/${encodeURIComponent(id)}`, { signal });
}

export function projectQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["projects", "page", id] as const,
    queryFn: ({ signal }) => getProject(id, signal),
    // Projects are cached for 5 minutes (spec §7 stale times).
    ...cacheTier("stable"),
    // The page draws its own 404 and error panel.
    meta: { silent: true },
  });
}

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
