import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-deps.ts";
import { orgRole } from "../../db/schema/index.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { eventCardSchema } from "../events/event-cards.queries.ts";
import { userSummarySchema } from "../users/user-summary.ts";
import { HOST_ORGANIZATIONS_LIMIT, listHostOrganizations } from "./host-organizations.service.ts";
import { getOrganizationPage } from "./orgs.service.ts";

export const organizationSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    city: z.string().nullable(),
  })
  .openapi("Organization");

const getRoute = createRoute({
  method: "get",
  path: "/orgs/{slug}",
  tags: ["organisations"],
  summary: "An organisation's public page",
  request: { params: z.object({ slug: z.string().openapi({ param: { name: "slug", in: "path" } }) }) },
  responses: {
    200: okJson(
      z.object({
        organization: organizationSchema,
        members: z.array(z.object({ user: userSummarySchema, role: z.enum(orgRole.enumValues) })),
        upcomingEvents: z.array(eventCardSchema),
        pastEvents: z.array(eventCardSchema),
      }),
      "The organisation, its members and events",
    ),
    404: errorResponses[404],
  },
});

const hostOrganizationSchema = organizationSchema.pick({ id: true, name: true, slug: true, logo: true }).openapi("HostOrganization");

const myOrganizationsRoute = createRoute({
  method: "get",
  path: "/user/organizations",
  tags: ["organisations"],
  middleware: [requireUser],
  summary: "Organisations I may host events for",
  description: `The organisations where the caller is an OWNER or ADMIN (plain members are left out), by name, at most ${HOST_ORGANIZATIONS_LIMIT}. The event editor offers them as the host.`,
  responses: {
    200: okJson(z.object({ organizations: z.array(hostOrganizationSchema) }), "My organisations"),
    401: errorResponses[401],
  },
});

export function orgsRoutes({ database }: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(getRoute, async (c) => c.json(ok(await getOrganizationPage(database.db, c.req.valid("param").slug)), 200))
    .openapi(myOrganizationsRoute, async (c) => c.json(ok(await listHostOrganizations(database.db, currentUser(c).id)), 200));
}
