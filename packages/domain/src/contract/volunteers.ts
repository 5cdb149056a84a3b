import { z } from "zod";
import { VOLUNTEER_STATUSES } from "../volunteers/volunteer-status.ts";
import { instant } from "./envelope.ts";

// The answers of the volunteer routes (docs/product/people.md#volunteers).

const status = z.enum(VOLUNTEER_STATUSES);

/** A base role of the catalogue, its texts in the caller's language. */
export const volunteerBaseRoleSchema = z
  .strictObject({
    id: z.string(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    detailDescription: z.string(),
    cpPoints: z.number().int(),
  })
  .meta({ id: "VolunteerBaseRole" });
export type VolunteerBaseRole = z.infer<typeof volunteerBaseRoleSchema>;

/** The caller's own application on a role. */
export const myVolunteerApplicationSchema = z
  .strictObject({
    id: z.string(),
    roleId: z.string(),
    status,
    note: z.string(),
    appliedAt: instant(),
    approvedAt: instant().nullable(),
  })
  .meta({ id: "MyVolunteerApplication" });
export type MyVolunteerApplication = z.infer<typeof myVolunteerApplicationSchema>;

export const eventVolunteerRoleSchema = z
  .strictObject({
    id: z.string(),
    baseRole: volunteerBaseRoleSchema,
    description: z.string().nullable(),
    recruitCount: z.number().int(),
    approvedCount: z.number().int(),
    remaining: z.number().int().meta({ description: "recruitCount − approvedCount, never negative" }),
    requireApproval: z.boolean(),
    isRequired: z.boolean(),
    closed: z.boolean().meta({ description: "Only listed to a caller holding an APPLIED or APPROVED application on it" }),
    myApplication: myVolunteerApplicationSchema.nullable(),
  })
  .meta({ id: "EventVolunteerRole" });
export type EventVolunteerRole = z.infer<typeof eventVolunteerRoleSchema>;

export const volunteerContactSchema = z
  .strictObject({ info: z.string().nullable(), wechatQrCode: z.string().nullable() })
  .meta({ id: "VolunteerContact" });

export const eventVolunteersSchema = z
  .strictObject({
    roles: z.array(eventVolunteerRoleSchema).meta({ description: "Open roles in the organiser's order" }),
    applyOpen: z.boolean().meta({ description: "The event takes applications: not ended, draft, cancelled or external" }),
    contact: volunteerContactSchema.nullable().meta({ description: "Only for a caller with an APPROVED application on this event, or who manages it" }),
  })
  .meta({ id: "EventVolunteers" });
export type EventVolunteers = z.infer<typeof eventVolunteersSchema>;

/** POST …/volunteers/apply and DELETE …/volunteers/cancel. */
export const volunteerApplicationResultSchema = z.strictObject({ application: myVolunteerApplicationSchema });
export type VolunteerApplicationResult = z.infer<typeof volunteerApplicationResultSchema>;

/** An application as the organiser sees it: the applicant's contact, as in the registrations list. */
export const volunteerApplicationRowSchema = z
  .strictObject({
    id: z.string(),
    roleId: z.string(),
    status,
    note: z.string(),
    appliedAt: instant(),
    approvedAt: instant().nullable(),
    decidedAt: instant().nullable(),
    user: z.strictObject({
      id: z.string(),
      name: z.string(),
      username: z.string().nullable(),
      image: z.string().nullable(),
      email: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      wechatId: z.string().nullable(),
    }),
  })
  .meta({ id: "VolunteerApplicationRow" });
export type VolunteerApplicationRow = z.infer<typeof volunteerApplicationRowSchema>;

export const volunteerApplicationsSchema = z
  .strictObject({
    roles: z.array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        recruitCount: z.number().int(),
        approvedCount: z.number().int(),
        requireApproval: z.boolean(),
        closed: z.boolean(),
      }),
    ),
    applications: z.array(volunteerApplicationRowSchema),
  })
  .meta({ id: "VolunteerApplications" });
export type VolunteerApplications = z.infer<typeof volunteerApplicationsSchema>;

export const volunteerDecisionSchema = z.strictObject({ application: volunteerApplicationRowSchema });

/** A role as the editor reads it. */
export const editableVolunteerRoleSchema = z
  .strictObject({
    id: z.string(),
    baseRoleId: z.string(),
    description: z.string().nullable(),
    recruitCount: z.number().int(),
    approvedCount: z.number().int(),
    applicationCount: z.number().int().meta({ description: "Applications of any status; a role with any cannot be removed, only closed" }),
    requireApproval: z.boolean(),
    isRequired: z.boolean(),
    closed: z.boolean(),
  })
  .meta({ id: "EditableVolunteerRole" });
export type EditableVolunteerRole = z.infer<typeof editableVolunteerRoleSchema>;

export const volunteerRolesEditSchema = z
  .strictObject({
    baseRoles: z.array(volunteerBaseRoleSchema),
    roles: z.array(editableVolunteerRoleSchema),
    volunteerContactInfo: z.string().nullable(),
    volunteerWechatQrCode: z.string().nullable(),
  })
  .meta({ id: "VolunteerRolesEdit" });
export type VolunteerRolesEdit = z.infer<typeof volunteerRolesEditSchema>;
