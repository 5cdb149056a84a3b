import { z } from "zod";
import { ORG_ROLES } from "../orgs/org-roles.ts";
import { eventCardSchema } from "./event-cards.ts";
import { userSummarySchema } from "./users.ts";

export const organizationSchema = z
  .strictObject({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    city: z.string().nullable(),
  })
  .meta({ id: "Organization" });
export type Organization = z.infer<typeof organizationSchema>;

/** `GET /api/orgs/{slug}`. */
export const organizationPageSchema = z.strictObject({
  organization: organizationSchema,
  members: z.array(z.strictObject({ user: userSummarySchema, role: z.enum(ORG_ROLES) })),
  upcomingEvents: z.array(eventCardSchema),
  pastEvents: z.array(eventCardSchema),
  canEdit: z.boolean(),
});
export type OrganizationPage = z.infer<typeof organizationPageSchema>;

/** `PATCH /api/orgs/{slug}`. */
export const organizationResultSchema = z.strictObject({ organization: organizationSchema });

export const hostOrganizationSchema = organizationSchema.pick({ id: true, name: true, slug: true, logo: true }).meta({ id: "HostOrganization" });
export type HostOrganization = z.infer<typeof hostOrganizationSchema>;

/** `GET /api/user/organizations`. */
export const hostOrganizationsSchema = z.strictObject({ organizations: z.array(hostOrganizationSchema) });
