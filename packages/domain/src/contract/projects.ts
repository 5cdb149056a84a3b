import { z } from "zod";
import { PROJECT_STAGES } from "../registration/registration-constants.ts";
import { instant } from "./envelope.ts";

/** Also the shape of `projects` in GET /api/user/bookmarks. */
export const projectSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    description: z.string().nullable(),
    stage: z.enum(PROJECT_STAGES),
    url: z.string().nullable(),
    githubUrl: z.string().nullable(),
    screenshots: z.array(z.string()),
    projectTags: z.array(z.string()),
    createdAt: instant(),
  })
  .meta({ id: "Project" });
export type Project = z.infer<typeof projectSchema>;

/** `GET /api/projects`. */
export const projectsSchema = z.strictObject({ projects: z.array(projectSchema) });
/** `POST /api/projects`. */
export const projectResultSchema = z.strictObject({ project: projectSchema });
