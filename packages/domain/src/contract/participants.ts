import { z } from "zod";
import { PROJECT_STAGES } from "../registration/registration-constants.ts";
import { instant } from "./envelope.ts";
import { projectHackathonSchema, projectSchema } from "./projects.ts";

// The answers of the participants routes (docs/product/people.md#participants, #mutual-interest) and of
// GET /api/projects/{id}. None of them carries an email or a phone number, except a mutual interest's
// contact methods the person chose to show.

/** A project as a participant's row shows it: enough for a small card and a link to its page. */
export const participantProjectSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    stage: z.enum(PROJECT_STAGES),
    screenshot: z.string().nullable().meta({ description: "The first screenshot, if any" }),
  })
  .meta({ id: "ParticipantProject" });
export type ParticipantProject = z.infer<typeof participantProjectSchema>;

export const participantSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    image: z.string().nullable(),
    bio: z.string().nullable(),
    userRoleString: z.string().nullable(),
    currentWorkOn: z.string().nullable(),
    levels: z.array(z.string()).meta({ description: "Level badge ids to show beside the name (levelBadges): public, as on the profile" }),
    projects: z.array(participantProjectSchema).meta({ description: "The project attached to their registration for this event" }),
  })
  .meta({ id: "Participant" });
export type Participant = z.infer<typeof participantSchema>;

/** `GET /api/events/{id}/participants`. */
export const participantsPageSchema = z
  .strictObject({
    participants: z.array(participantSchema).meta({ description: "Approved registrants, by registration time; 12 a page" }),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().meta({ description: "Approved registrants matching q" }),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "ParticipantsPage" });
export type ParticipantsPage = z.infer<typeof participantsPageSchema>;

/** A project's owner as public pages show them. Never contact data. */
export const projectOwnerSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    image: z.string().nullable(),
    userRoleString: z.string().nullable(),
    bio: z.string().nullable(),
  })
  .meta({ id: "ProjectOwner" });
export type ProjectOwner = z.infer<typeof projectOwnerSchema>;

export const projectSubmissionSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    stage: z.enum(PROJECT_STAGES),
    screenshots: z.array(z.string()),
    projectTags: z.array(z.string()),
    owner: projectOwnerSchema,
  })
  .meta({ id: "ProjectSubmission" });
export type ProjectSubmission = z.infer<typeof projectSubmissionSchema>;

/** `GET /api/events/{id}/project-submissions`. */
export const projectSubmissionsSchema = z.strictObject({ projects: z.array(projectSubmissionSchema) }).meta({ id: "ProjectSubmissions" });
export type ProjectSubmissions = z.infer<typeof projectSubmissionsSchema>;

/** `GET /api/projects/{id}`: a project's public page, with the hackathons it was submitted to (newest first). */
export const projectPageSchema = projectSchema.extend({ owner: projectOwnerSchema, submissions: z.array(projectHackathonSchema) }).meta({ id: "ProjectPage" });
export type ProjectPage = z.infer<typeof projectPageSchema>;

const interestPersonSchema = z
  .strictObject({ id: z.string(), name: z.string(), username: z.string().nullable(), image: z.string().nullable(), userRoleString: z.string().nullable() })
  .meta({ id: "InterestPerson" });

/** What a mutual interest reveals: only the methods the person chose to show; never the phone. */
export const interestContactSchema = z
  .strictObject({
    wechatId: z.string().nullable().meta({ description: "Only when they chose showWechat" }),
    email: z.string().nullable().meta({ description: "Only when they chose showEmail; never a placeholder address" }),
  })
  .meta({ id: "InterestContact" });
export type InterestContact = z.infer<typeof interestContactSchema>;

/** `GET /api/events/{id}/participant-interests`. */
export const participantInterestsSchema = z
  .strictObject({
    interestedIn: z
      .array(z.strictObject({ user: interestPersonSchema, createdAt: instant(), mutual: z.boolean() }))
      .meta({ description: "Whom the caller marked, newest first" }),
    interestedBy: z
      .array(z.strictObject({ user: interestPersonSchema, createdAt: instant(), contact: interestContactSchema }))
      .meta({ description: "Who marked the caller, ONLY where the caller marked them too (mutual); a one-way mark is never shown to its target" }),
  })
  .meta({ id: "ParticipantInterests" });
export type ParticipantInterests = z.infer<typeof participantInterestsSchema>;

/** `POST /api/events/{id}/participant-interests`. */
export const interestToggleResultSchema = z
  .strictObject({ interested: z.boolean(), mutual: z.boolean() })
  .meta({ id: "InterestToggleResult" });
export type InterestToggleResult = z.infer<typeof interestToggleResultSchema>;
