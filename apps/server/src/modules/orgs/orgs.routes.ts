import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  hostOrganizationsSchema,
  ORG_DESCRIPTION_MAX_LENGTH,
  ORG_NAME_MAX_LENGTH,
  organizationPageSchema,
  organizationResultSchema,
  orgUpdateSchema,
} from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { HOST_ORGANIZATIONS_LIMIT, listHostOrganizations } from "./host-organizations.service.ts";
import { orgUpdateService } from "./org-update.service.ts";
import { getOrganizationPage } from "./orgs.service.ts";

const slugParams = z.object({ slug: z.string().openapi({ param: { name: "slug", in: "path" } }) });

const getRoute = createRoute({
  method: "get",
  path: "/orgs/{slug}",
  tags: ["organisations"],
  summary: "An organisation's public page",
  description: "`canEdit` is true when the caller is signed in as one of the organisation's owners or admins.",
  request: { params: slugParams },
  responses: {
    200: okJson(organizationPageSchema, "The organisation, its members and events"),
    404: errorResponses[404],
  },
});

const myOrganizationsRoute = createRoute({
  method: "get",
  path: "/user/organizations",
  tags: ["organisations"],
  middleware: [requireUser],
  summary: "Organisations I may host events for",
  description: `The organisations where the caller is an OWNER or ADMIN (plain members are left out), by name, at most ${HOST_ORGANIZATIONS_LIMIT}. The event editor offers them as the host.`,
  responses: {
    200: okJson(hostOrganizationsSchema, "My organisations"),
    401: errorResponses[401],
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/orgs/{slug}",
  tags: ["organisations"],
  middleware: [requireUser],
  summary: "Edit an organisation's name, description or logo (its owners and admins)",
  description:
    `Any subset of the fields; unknown fields (the slug among them) are refused, so links to the page never break. ` +
    `name: 1–${ORG_NAME_MAX_LENGTH} characters; description: plain text up to ${ORG_DESCRIPTION_MAX_LENGTH}, "" or null clears it; ` +
    "logo: an image the caller uploaded through /api/uploads (or the current logo, unchanged), \"\" or null removes it.",
  request: { params: slugParams, body: { content: { "application/json": { schema: orgUpdateSchema } }, required: true } },
  responses: {
    200: okJson(organizationResultSchema, "The saved organisation"),
    401: errorResponses[401],
    403: { ...errorResponses[401], description: "Signed in, but not an owner or admin of this organisation (FORBIDDEN)" },
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

export function orgsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const orgs = orgUpdateService(deps);
  return new OpenAPIHono<AppEnv>()
    .openapi(getRoute, async (c) => c.json(ok(await getOrganizationPage(db, c.req.valid("param").slug, c.get("user")?.id ?? null)), 200))
    .openapi(myOrganizationsRoute, async (c) => c.json(ok(await listHostOrganizations(db, currentUser(c).id)), 200))
    .openapi(updateRoute, async (c) => {
      const organization = await orgs.update(c.req.valid("param").slug, currentUser(c).id, c.req.valid("json"));
      return c.json(ok({ organization }), 200);
    });
}
