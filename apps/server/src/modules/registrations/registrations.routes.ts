import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  myRegistrationResultSchema,
  organiserStatusChangeSchema,
  registerRequestSchema,
  registerResultSchema,
  registrationResultSchema,
  registrationsPageSchema,
  registrationsQuerySchema,
  userRegistrationsSchema,
} from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { projectsRoutes } from "../projects/projects.routes.ts";
import { cancelRegistration } from "./cancel.service.ts";
import { checkInRoutes } from "./checkin.routes.ts";
import { changeRegistrationStatus } from "./organiser-registrations.service.ts";
import { register } from "./register.service.ts";
import { toMyRegistration } from "./registration-view.ts";
import { listRegistrations } from "./registrations-list.service.ts";
import { getMyRegistration, listMyRegistrations } from "./user-registrations.service.ts";

const eventParam = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) });
const regParam = eventParam.extend({ registrationId: z.string().openapi({ param: { name: "registrationId", in: "path" } }) });
const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const signedIn = { middleware: [requireUser], tags: ["registrations"] };

const registerRoute = createRoute({
  ...signedIn,
  method: "post",
  path: "/events/{id}/register",
  summary: "Register for an event: APPROVED, PENDING (approval required) or WAITLISTED (full)",
  request: { params: eventParam, body: json(registerRequestSchema) },
  responses: {
    201: okJson(registerResultSchema, "Registered"),
    200: okJson(registerResultSchema, "The same registration again (an idempotent retry)"),
    400: errorResponses[400],
    401: errorResponses[401],
    403: { ...errorResponses[401], description: "Rejected earlier (FORBIDDEN)" },
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const cancelRoute = createRoute({
  ...signedIn,
  method: "delete",
  path: "/events/{id}/register",
  summary: "Cancel the caller's registration (or leave the waitlist); the seat goes to the waitlist",
  request: { params: eventParam },
  responses: {
    200: okJson(registrationResultSchema, "Cancelled (also when it already was)"),
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const myRoute = createRoute({
  ...signedIn,
  method: "get",
  path: "/events/{id}/my-registration",
  summary: "The caller's registration for this event, or null; when CANCELLED, what the form starts from to register again",
  request: { params: eventParam },
  responses: { 200: okJson(myRegistrationResultSchema, "Mine"), 401: errorResponses[401], 404: errorResponses[404] },
});

const userListRoute = createRoute({
  ...signedIn,
  method: "get",
  path: "/user/registrations",
  summary: "Every registration of the caller with its event card",
  responses: {
    200: okJson(userRegistrationsSchema, "Newest first"),
    401: errorResponses[401],
  },
});

const organiserListRoute = createRoute({
  ...signedIn,
  method: "get",
  path: "/events/{id}/registrations",
  summary: "Registrations of the event, for the organiser and admins with canManageRegistrations",
  request: { params: eventParam, query: registrationsQuerySchema },
  responses: {
    200: okJson(registrationsPageSchema, "One page"),
    401: errorResponses[401],
    403: { ...errorResponses[401], description: "No right on this event (FORBIDDEN)" },
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const patchRoute = createRoute({
  ...signedIn,
  method: "patch",
  path: "/events/{id}/registrations/{registrationId}",
  summary: "Approve, reject, waitlist or cancel a registration (organiser / admins)",
  request: { params: regParam, body: json(organiserStatusChangeSchema) },
  responses: {
    200: okJson(registrationResultSchema, "The registration after the change"),
    401: errorResponses[401],
    403: { ...errorResponses[401], description: "No right on this event (FORBIDDEN)" },
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

// A person registers a handful of times at most; this only stops scripts hammering one account.
const REGISTER_LIMIT = { limit: 30, windowSeconds: 60 };

export function registrationsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new OpenAPIHono<AppEnv>()
    .openapi(registerRoute, async (c) => {
      const user = currentUser(c);
      const limited = await rateLimited(c, deps.limiter, [`register:user:${user.id}`], REGISTER_LIMIT);
      if (limited) return limited as never;
      const { created, ...data } = await register(deps, user.id, c.req.valid("param").id, c.req.valid("json"), c.get("locale"));
      return created ? c.json(ok(data), 201) : c.json(ok(data), 200);
    })
    .openapi(cancelRoute, async (c) => {
      const registration = await cancelRegistration(deps, currentUser(c).id, c.req.valid("param").id);
      return c.json(ok({ registration }), 200);
    })
    .openapi(myRoute, async (c) => c.json(ok(await getMyRegistration(db, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(userListRoute, async (c) => c.json(ok(await listMyRegistrations(db, currentUser(c).id)), 200))
    .openapi(organiserListRoute, async (c) =>
      c.json(ok(await listRegistrations(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("query"))), 200),
    )
    .openapi(patchRoute, async (c) => {
      const { id, registrationId } = c.req.valid("param");
      const row = await changeRegistrationStatus(deps, currentUser(c).id, id, registrationId, c.req.valid("json"));
      return c.json(ok({ registration: toMyRegistration(row) }), 200);
    })
    .route("/", checkInRoutes(deps))
    .route("/", projectsRoutes(deps));
}
