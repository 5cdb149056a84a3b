import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../lib/request.ts";

/** Contract: `POST /api/projects` body and the fields of the answer this page reads. */
export interface CreateProjectBody {
  title: string;
  subtitle: string;
  description?: string;
  stage: string;
}

export interface CreatedProject {
  id: string;
  title: string;
  subtitle: string | null;
  stage: string;
}

export async function createProject(body: CreateProjectBody): Promise<CreatedProject> {
  const { project } = await request<{ project: CreatedProject }>("/api/projects", { method: "POST", body });
  return project;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    meta: { silent: true },
    // Every cached project list (the registration form's picker included) now misses this one.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["projects"] }),
  });
}
