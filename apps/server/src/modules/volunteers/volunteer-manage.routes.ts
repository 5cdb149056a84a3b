import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { translate, volunteerApplicationsSchema, volunteerDecisionSchema, volunteerRolesEditSchema, volunteerRolesUpdateSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { volunteerRolesService } from "./volunteer-roles.service.ts";
import { decideApplication, listApplications } from "./volunteer-review.service.ts";
import { applicationParams, eventParams } from "./volunteers.schema.ts";

// The organiser's side of volunteering: reviewing applications (canManageRegistrations) and editing the
// roles (canEditEvent), both via requireEventAccess (ADR 0023).

const tags = ["volunteers"];
const forbidden403 = { ...errorResponses[401], description: "No right on this event (FORBIDDEN)" };
const manager = { tags, middleware: [requireUser] };

const applicationsRoute = createRoute({
  ...manager,
  method: "get",
  path: "/events/{id}/volunteers/applications",
  summary: "Every volunteer application of the event, with the roles and their counts (organiser / admins with canManageRegistrations)",
  request: { params: eventParams },
  responses: { 200: okJson(volunteerApplicationsSchema, "Oldest first"), 401: errorResponses[401], 403: forbidden403, 404: errorResponses[404] },
});

const decisionRoute = (decision: "approve" | "reject") =>
  createRoute({
    ...manager,
    method: "post",
    path: `/events/{id}/volunteers/applications/{applicationId}/${decision}`,
    summary:
      decision === "approve"
        ? "Approve an application; 409 when the role is full. The applicant is notified"
        : "Reject an application (an approved one gives its place back). The applicant is notified",
    request: { params: applicationParams },
    responses: {
      200: okJson(volunteerDecisionSchema, "The application after the decision (the same again is a no-op)"),
      401: errorResponses[401],
      403: forbidden403,
      404: errorResponses[404],
      409: errorResponses[409],
    },
  });

const rolesGetRoute = createRoute({
  ...manager,
  method: "get",
  path: "/events/{id}/volunteer-roles",
  summary: "The event's volunteer roles as the editor reads them, the base-role catalogue and the volunteers' contact (canEditEvent)",
  request: { params: eventParams },
  responses: { 200: okJson(volunteerRolesEditSchema, "The roles"), 401: errorResponses[401], 403: forbidden403, 404: errorResponses[404] },
});

const rolesPutRoute = createRoute({
  ...manager,
  method: "put",
  path: "/events/{id}/volunteer-roles",
  summary: "Save the whole list of volunteer roles and the volunteers' contact (canEditEvent)",
  description:
    "A role with an id is updated in place, one without is added, a missing one is deleted only when nobody applied (409 otherwise: close it). " +
    "recruitCount may not go below the role's approved count (400). volunteerWechatQrCode must be the caller's own upload or the stored value.",
  request: { params: eventParams, body: { content: { "application/json": { schema: volunteerRolesUpdateSchema } }, required: true } },
  responses: {
    200: okJson(volunteerRolesEditSchema, "Saved"),
    400: { ...errorResponses[400], description: "recruitCount below the approved count, or a QR image that is not the caller's upload (BAD_REQUEST)" },
    401: errorResponses[401],
    403: forbidden403,
    404: errorResponses[404],
    409: { ...errorResponses[409], description: "A removed role has applications (CONFLICT)" },
    422: errorResponses[422],
  },
});

export function volunteerManageRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const roles = volunteerRolesService(deps);
  return new OpenAPIHono<AppEnv>()
    .openapi(applicationsRoute, async (c) => c.json(ok(await listApplications(db, currentUser(c).id, c.req.valid("param").id, c.get("locale"))), 200))
    .openapi(decisionRoute("approve"), async (c) => {
      const { id, applicationId } = c.req.valid("param");
      const application = await decideApplication(db, currentUser(c).id, id, applicationId, "APPROVED");
      return c.json(ok({ application }, translate(c.get("locale"), "volunteers.approved")), 200);
    })
    .openapi(decisionRoute("reject"), async (c) => {
      const { id, applicationId } = c.req.valid("param");
      const application = await decideApplication(db, currentUser(c).id, id, applicationId, "REJECTED");
      return c.json(ok({ application }, translate(c.get("locale"), "volunteers.rejected")), 200);
    })
    .openapi(rolesGetRoute, async (c) => c.json(ok(await roles.get(currentUser(c).id, c.req.valid("param").id, c.get("locale"))), 200))
    .openapi(rolesPutRoute, async (c) => {
      const data = await roles.put(currentUser(c).id, c.req.valid("param").id, c.req.valid("json"), c.get("locale"));
      return c.json(ok(data, translate(c.get("locale"), "volunteers.rolesSaved")), 200);
    });
}
