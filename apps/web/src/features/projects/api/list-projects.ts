import type { Project } from "@commons/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { projectKeys } from "@/lib/projects-api.ts";
import { cacheTier } from "@/lib/query-client.ts";
import { request } from "@/lib/request.ts";

/** `GET /api/projects` (mine) or `?userId=` (anyone's: projects are public, docs/product/hackathons.md#projects). */
export async function listProjects(userId: string | null, signal?: AbortSignal): Promise<Project[]> {
  const query = userId ? `?userId=${encodeURIComponent(userId)}` : "";
  const { projects } = await request<{ projects: Project[] }>(`/api/projects${query}`, { signal });
  return projects;
}

/** Under projectKeys.all, so creating, editing or deleting a project refreshes every list. */
export function projectsListQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...projectKeys.all, "list", userId ?? "mine"] as const,
    queryFn: ({ signal }) => listProjects(userId, signal),
    // Projects are cached for 5 minutes (spec §7 stale times).
    ...cacheTier("stable"),
    meta: { silent: true },
  });
}

export function useProjectsList(userId: string | null, enabled = true) {
  return useQuery({ ...projectsListQueryOptions(userId), enabled });
}
