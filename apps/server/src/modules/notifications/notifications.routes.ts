import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { notificationsPageSchema, notificationsQuerySchema, unreadCountSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { listNotifications, markAllRead, markRead, unreadCount } from "./notifications.service.ts";

const common = { tags: ["notifications"], middleware: [requireUser] };

const listRoute = createRoute({
  ...common,
  method: "get",
  path: "/notifications",
  summary: "The caller's notifications, newest first",
  request: { query: notificationsQuerySchema },
  responses: {
    200: okJson(notificationsPageSchema, "One page"),
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

const countRoute = createRoute({
  ...common,
  method: "get",
  path: "/notifications/unread-count",
  summary: "How many of the caller's notifications are unread",
  responses: { 200: okJson(unreadCountSchema, "The count"), 401: errorResponses[401] },
});

const readRoute = createRoute({
  ...common,
  method: "post",
  path: "/notifications/{id}/read",
  summary: "Mark one of the caller's notifications read (idempotent)",
  request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }) },
  responses: { 200: okJson(unreadCountSchema, "The remaining unread count"), 401: errorResponses[401], 404: errorResponses[404] },
});

const readAllRoute = createRoute({
  ...common,
  method: "post",
  path: "/notifications/read-all",
  summary: "Mark all of the caller's notifications read",
  responses: { 200: okJson(unreadCountSchema, "The remaining unread count (0)"), 401: errorResponses[401] },
});

export function notificationsRoutes({ database }: AppDeps) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) =>
      c.json(ok(await listNotifications(db, currentUser(c).id, c.req.valid("query").page, c.get("locale"))), 200),
    )
    .openapi(countRoute, async (c) => c.json(ok({ unreadCount: await unreadCount(db, currentUser(c).id) }), 200))
    .openapi(readRoute, async (c) =>
      c.json(ok({ unreadCount: await markRead(db, currentUser(c).id, c.req.valid("param").id) }), 200),
    )
    .openapi(readAllRoute, async (c) => c.json(ok({ unreadCount: await markAllRead(db, currentUser(c).id) }), 200));
}
