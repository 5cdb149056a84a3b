import { z } from "zod";
import { PROJECT_STAGES } from "../registration/registration-constants.ts";
import { HACKATHON_STAGES } from "../hackathons/hackathon-constants.ts";
import { instant } from "./envelope.ts";
import { submissionMemberSchema } from "./hackathons.ts";

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
/** `POST /api/projects` and `PUT /api/projects/{id}`. */
export const projectResultSchema = z.strictObject({ project: projectSchema });

/**
 * A hackathon the project was submitted to, as its page lists it (docs/product/hackathons.md#projects):
 * the event, the hackathon's current stage, and the submission's own title and team (public fields only).
 */
export const projectHackathonSchema = z
  .strictObject({
    submissionId: z.string(),
    eventId: z.string(),
    eventTitle: z.string(),
    coverImage: z.string().nullable(),
    stage: z.enum(HACKATHON_STAGES),
    title: z.string().meta({ description: "The submission's title, copied from the project when submitted" }),
    submittedAt: instant(),
    team: z.array(submissionMemberSchema).meta({ description: "Submitter first" }),
  })
  .meta({ id: "ProjectHackathon" });
export type ProjectHackathon = z.infer<typeof projectHackathonSchema>;

/** `DELETE /api/projects/{id}`. */
export const projectDeletedSchema = z.strictObject({ id: z.string() });
