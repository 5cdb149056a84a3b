import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import {
  eventAdminFlagsSchema,
  eventAdminInviteSchema,
  eventAdminRemovedSchema,
  eventAdminResultSchema,
  eventAdminsSchema,
} from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { adminParams, eventIdParams, forbiddenResponse } from "./console.schema.ts";
import { addEventAdmin, listEventAdmins, removeEventAdmin, updateEventAdmin } from "./event-admins.service.ts";

const refused = { 401: errorResponses[401], 403: forbiddenResponse, 404: errorResponses[404] };
const tags = ["event console"];

const listRoute = createRoute({
  method: "get",
  path: "/events/{id}/admins",
  tags,
  middleware: [requireUser],
  summary: "The event's co-admins and their flags (organiser only)",
  request: { params: eventIdParams },
  responses: { 200: okJson(eventAdminsSchema, "Co-admins"), ...refused },
});

const addRoute = createRoute({
  method: "post",
  path: "/events/{id}/admins",
  tags,
  middleware: [requireUser],
  summary: "Add a co-admin by username or email; they get an in-app notice (organiser only)",
  request: { params: eventIdParams, body: { content: { "application/json": { schema: eventAdminInviteSchema } }, required: true } },
  responses: {
    201: okJson(eventAdminResultSchema, "Added"),
    400: errorResponses[400],
    ...refused,
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/events/{id}/admins/{userId}",
  tags,
  middleware: [requireUser],
  summary: "Change a co-admin's flags (organiser only)",
  request: { params: adminParams, body: { content: { "application/json": { schema: eventAdminFlagsSchema } }, required: true } },
  responses: { 200: okJson(eventAdminResultSchema, "Updated"), ...refused, 422: errorResponses[422] },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/events/{id}/admins/{userId}",
  tags,
  middleware: [requireUser],
  summary: "Remove a co-admin (organiser only)",
  request: { params: adminParams },
  responses: { 200: okJson(eventAdminRemovedSchema, "Removed"), ...refused },
});

export function eventAdminsRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => c.json(ok(await listEventAdmins(deps, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(addRoute, async (c) =>
      c.json(ok(await addEventAdmin(deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"))), 201),
    )
    .openapi(updateRoute, async (c) => {
      const { id, userId } = c.req.valid("param");
      return c.json(ok(await updateEventAdmin(deps, currentUser(c).id, id, userId, c.req.valid("json"))), 200);
    })
    .openapi(removeRoute, async (c) => {
      const { id, userId } = c.req.valid("param");
      return c.json(ok(await removeEventAdmin(deps, currentUser(c).id, id, userId)), 200);
    });
}
