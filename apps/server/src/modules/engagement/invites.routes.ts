import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { invitesSchema, myInviteSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { eventIdParams } from "./engagement.schema.ts";
import { getOrCreateInvite, listInvites } from "./invites.service.ts";

const common = { tags: ["engagement"], middleware: [requireUser] };

const mineRoute = createRoute({
  ...common,
  method: "post",
  path: "/events/{id}/invites/user",
  summary: "The caller's invite code for the event (created once, stable afterwards)",
  request: { params: eventIdParams },
  responses: {
    200: okJson(myInviteSchema, "The code"),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const listRoute = createRoute({
  ...common,
  method: "get",
  path: "/events/{id}/invites",
  summary: "Invite codes with their attributed registrations (organiser and event admins only)",
  request: { params: eventIdParams },
  responses: {
    200: okJson(invitesSchema, "Per-code counts, the most successful first"),
    401: errorResponses[401],
    403: { description: "Not the organiser or an event admin (FORBIDDEN)", content: errorResponses[404].content },
    404: errorResponses[404],
  },
});

export function invitesRoutes({ database: { db } }: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(mineRoute, async (c) => c.json(ok(await getOrCreateInvite(db, c.req.valid("param").id, currentUser(c).id)), 200))
    .openapi(listRoute, async (c) => c.json(ok(await listInvites(db, c.req.valid("param").id, currentUser(c).id)), 200));
}
