import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { checkInListSchema, checkInRequestSchema, checkInResultSchema, checkInTicketSchema, checkInValidationSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { checkIn, getTicket, listCheckIns, validateTicket } from "./checkin.service.ts";

const eventParam = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) });
const common = { middleware: [requireUser], tags: ["check-in"] };
const forbiddenResponse = { ...errorResponses[401], description: "No right on this event (FORBIDDEN)" };

const ticketRoute = createRoute({
  ...common,
  method: "get",
  path: "/events/{id}/ticket",
  summary: "The caller's signed check-in token and manual code (APPROVED only)",
  request: { params: eventParam },
  responses: {
    200: okJson(checkInTicketSchema, "The ticket"),
    401: errorResponses[401],
    403: forbiddenResponse,
    404: errorResponses[404],
  },
});

const checkInRoute = createRoute({
  ...common,
  method: "post",
  path: "/events/{id}/checkin",
  summary: "Check an attendee in by scanned token or typed code (organiser / admins with canCheckIn)",
  request: { params: eventParam, body: { content: { "application/json": { schema: checkInRequestSchema } }, required: true } },
  responses: {
    200: okJson(checkInResultSchema, "Checked in (alreadyCheckedIn with the first time on a repeat)"),
    400: errorResponses[400],
    401: errorResponses[401],
    403: forbiddenResponse,
    404: errorResponses[404],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const validateRoute = createRoute({
  ...common,
  method: "post",
  path: "/events/{id}/checkin/validate",
  summary: "Whether a scanned token or typed code would check its holder in, without checking in, at any time (organiser / admins with canCheckIn)",
  request: { params: eventParam, body: { content: { "application/json": { schema: checkInRequestSchema } }, required: true } },
  responses: {
    200: okJson(checkInValidationSchema, "valid with the holder and their check-in time (null when not in yet), or valid: false; nothing changes"),
    401: errorResponses[401],
    403: forbiddenResponse,
    404: errorResponses[404],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const listRoute = createRoute({
  ...common,
  method: "get",
  path: "/events/{id}/checkin",
  summary: "Who has checked in (organiser / admins)",
  request: { params: eventParam },
  responses: {
    200: okJson(checkInListSchema, "In check-in order"),
    401: errorResponses[401],
    403: forbiddenResponse,
    404: errorResponses[404],
  },
});

// A door scanner does one person every few seconds; guessing manual codes would need millions.
const CHECK_IN_LIMIT = { limit: 120, windowSeconds: 60 };

export function checkInRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(ticketRoute, async (c) => c.json(ok(await getTicket(deps, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(checkInRoute, async (c) => {
      const user = currentUser(c);
      const limited = await rateLimited(c, deps.limiter, [`checkin:user:${user.id}`], CHECK_IN_LIMIT);
      if (limited) return limited as never;
      return c.json(ok(await checkIn(deps, user.id, c.req.valid("param").id, c.req.valid("json"))), 200);
    })
    // The same allowance as checking in: a validation answers the same question, so it must not be a second
    // budget for guessing codes.
    .openapi(validateRoute, async (c) => {
      const user = currentUser(c);
      const limited = await rateLimited(c, deps.limiter, [`checkin:user:${user.id}`], CHECK_IN_LIMIT);
      if (limited) return limited as never;
      return c.json(ok(await validateTicket(deps, user.id, c.req.valid("param").id, c.req.valid("json"))), 200);
    })
    .openapi(listRoute, async (c) => c.json(ok(await listCheckIns(deps.database.db, currentUser(c).id, c.req.valid("param").id)), 200));
}
