import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  bulkRegistrationsSchema,
  bulkResultsSchema,
  EVENT_MESSAGE_RATE_LIMIT,
  eventMessageInputSchema,
  eventMessagesSchema,
  eventOverviewSchema,
  registrationResultSchema,
  sentEventMessageSchema,
} from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { bulkChangeStatus } from "./bulk-registrations.service.ts";
import { undoCheckIn } from "./checkin-undo.service.ts";
import { eventIdParams, forbiddenResponse, registrationParams } from "./console.schema.ts";
import { csvAttachment } from "./csv.ts";
import { exportRegistrationsCsv } from "./export.service.ts";
import { listEventMessages, sendEventMessage } from "./messages.service.ts";
import { getOverview } from "./overview.service.ts";

const refused = { 401: errorResponses[401], 403: forbiddenResponse, 404: errorResponses[404] };
const tags = ["event console"];

const overviewRoute = createRoute({
  method: "get",
  path: "/events/{id}/overview",
  tags,
  middleware: [requireUser],
  summary: "Counts by status, check-ins, capacity, views, likes, ticket types and invite attribution (organiser or any admin)",
  request: { params: eventIdParams },
  responses: { 200: okJson(eventOverviewSchema, "The overview"), ...refused },
});

const exportRoute = createRoute({
  method: "get",
  path: "/events/{id}/registrations/export",
  tags,
  middleware: [requireUser],
  summary: "Every registration as CSV (UTF-8 with BOM, answers as columns, formula-safe) (canManageRegistrations)",
  request: { params: eventIdParams },
  responses: {
    200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
    ...refused,
  },
});

const sendRoute = createRoute({
  method: "post",
  path: "/events/{id}/messages",
  tags,
  middleware: [requireUser],
  summary: "Message the registrants of the chosen statuses in-app and/or by e-mail (canManageRegistrations; rate-limited)",
  request: { params: eventIdParams, body: { content: { "application/json": { schema: eventMessageInputSchema } }, required: true } },
  responses: {
    201: okJson(sentEventMessageSchema, "Sent"),
    ...refused,
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const historyRoute = createRoute({
  method: "get",
  path: "/events/{id}/messages",
  tags,
  middleware: [requireUser],
  summary: "Messages sent to registrants, newest first (canManageRegistrations)",
  request: { params: eventIdParams },
  responses: { 200: okJson(eventMessagesSchema, "History"), ...refused },
});

const bulkRoute = createRoute({
  method: "post",
  path: "/events/{id}/registrations/bulk",
  tags,
  middleware: [requireUser],
  summary: "Approve, reject or waitlist many registrations; each one in its own transaction through the capacity guard",
  request: { params: eventIdParams, body: { content: { "application/json": { schema: bulkRegistrationsSchema } }, required: true } },
  responses: {
    200: okJson(bulkResultsSchema, "One result per id"),
    ...refused,
    422: errorResponses[422],
  },
});

const undoCheckInRoute = createRoute({
  method: "delete",
  path: "/events/{id}/checkin/{registrationId}",
  tags,
  middleware: [requireUser],
  summary: "Undo a check-in (canCheckIn); idempotent",
  request: { params: registrationParams },
  responses: { 200: okJson(registrationResultSchema, "The registration, no longer checked in"), ...refused },
});

export function eventManageRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(overviewRoute, async (c) => c.json(ok(await getOverview(db, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(exportRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { csv, title } = await exportRegistrationsCsv(db, currentUser(c).id, id, c.get("locale"));
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": csvAttachment("registrations", id, title),
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(sendRoute, async (c) => {
      const user = currentUser(c);
      const limited = await rateLimited(c, deps.limiter, [`event-message:${user.id}`], EVENT_MESSAGE_RATE_LIMIT);
      if (limited) return limited as never;
      return c.json(ok(await sendEventMessage(deps, user.id, c.req.valid("param").id, c.req.valid("json"))), 201);
    })
    .openapi(historyRoute, async (c) => c.json(ok(await listEventMessages(db, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(bulkRoute, async (c) =>
      c.json(ok(await bulkChangeStatus(deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"), c.get("locale"))), 200),
    )
    .openapi(undoCheckInRoute, async (c) => {
      const { id, registrationId } = c.req.valid("param");
      return c.json(ok(await undoCheckIn(db, currentUser(c).id, id, registrationId)), 200);
    });
}
