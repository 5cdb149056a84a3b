import type { Project } from "@commons/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "./request.ts";

// Shared because two features create projects (the projects page and the registration form's inline
// creator) and features never import each other.

/** Contract: Project, trimmed to the fields the web reads. */
export type ProjectSummary = Pick<Project, "id" | "title" | "subtitle" | "stage">;

/** Contract: `POST /api/projects` body. */
export interface NewProject {
  title: string;
  subtitle: string;
  description?: string;
  stage: string;
}

/** Every cached project list sits under this prefix, so one invalidation reaches them all. */
export const projectKeys = {
  all: ["projects"] as const,
};

export async function createProject(body: NewProject): Promise<ProjectSummary> {
  const { project } = await request<{ project: ProjectSummary }>("/api/projects", { method: "POST", body });
  return project;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    meta: { silent: true },
    // Returned, so the mutation settles only once the lists on screen (the registration picker's
    // included) have refetched: the caller can select the new project and find it listed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
