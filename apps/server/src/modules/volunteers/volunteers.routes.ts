import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { eventVolunteersSchema, translate, volunteerApplicationResultSchema, volunteerApplySchema, volunteerCancelSchema, VOLUNTEER_WRITE_RATE_LIMIT } from "@commons/domain";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { fieldError } from "../../lib/errors.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { cancelQuery, eventParams } from "./volunteers.schema.ts";
import { applyAsVolunteer, cancelVolunteering, listVolunteers } from "./volunteers.service.ts";

const tags = ["volunteers"];
const refused409 = { ...errorResponses[409], description: "Refused by the rules, with the reason (CONFLICT)" };

const listRoute = createRoute({
  method: "get",
  path: "/events/{id}/volunteers",
  tags,
  summary: "The event's open volunteer roles, the caller's own applications, and the volunteers' contact for approved volunteers",
  description: "Drafts and cancelled events answer 404 except to their organiser and admins.",
  request: { params: eventParams },
  responses: { 200: okJson(eventVolunteersSchema, "The roles"), 404: errorResponses[404] },
});

const applyRoute = createRoute({
  method: "post",
  path: "/events/{id}/volunteers/apply",
  tags,
  middleware: [requireUser],
  summary: "Apply for a volunteer role; a role without approval makes the application APPROVED at once",
  request: { params: eventParams, body: { content: { "application/json": { schema: volunteerApplySchema } }, required: true } },
  responses: {
    201: okJson(volunteerApplicationResultSchema, "Applied (the message says whether it awaits review)"),
    401: errorResponses[401],
    404: errorResponses[404],
    409: refused409,
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const cancelRoute = createRoute({
  method: "delete",
  path: "/events/{id}/volunteers/cancel",
  tags,
  middleware: [requireUser],
  summary: "Cancel the caller's APPLIED or APPROVED application on a role (an approved place is given back)",
  description: "The role is named by `eventVolunteerRoleId`, in a JSON body or as a query parameter.",
  request: { params: eventParams, query: cancelQuery, body: { content: { "application/json": { schema: volunteerCancelSchema } }, required: false } },
  responses: {
    200: okJson(volunteerApplicationResultSchema, "Cancelled (also when it already was)"),
    401: errorResponses[401],
    404: errorResponses[404],
    409: refused409,
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

function limitWrites(deps: AppDeps, c: Context<AppEnv>) {
  return rateLimited(c, deps.limiter, [`volunteers:user:${currentUser(c).id}`], VOLUNTEER_WRITE_RATE_LIMIT);
}

export function volunteersRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => c.json(ok(await listVolunteers(db, c.req.valid("param").id, c.get("user")?.id ?? null, c.get("locale"))), 200))
    .openapi(applyRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const application = await applyAsVolunteer(db, c.req.valid("param").id, currentUser(c).id, c.req.valid("json"));
      const key = application.status === "APPROVED" ? "volunteers.appliedApproved" : "volunteers.appliedPending";
      return c.json(ok({ application }, translate(c.get("locale"), key)), 201);
    })
    .openapi(cancelRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const body = c.req.valid("json") as { eventVolunteerRoleId?: string };
      const roleId = body.eventVolunteerRoleId ?? c.req.valid("query").eventVolunteerRoleId;
      if (!roleId) throw fieldError("eventVolunteerRoleId", "validation.required");
      const application = await cancelVolunteering(db, c.req.valid("param").id, currentUser(c).id, roleId);
      return c.json(ok({ application }, translate(c.get("locale"), "volunteers.cancelled")), 200);
    });
}
