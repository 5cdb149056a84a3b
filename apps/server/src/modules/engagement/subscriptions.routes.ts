import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { subscriptionStateSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { hostTargetSchema } from "./engagement.schema.ts";
import { getSubscriptionStatus, subscribe, unsubscribe } from "./subscriptions.service.ts";

const tags = ["engagement"];
const body = { content: { "application/json": { schema: hostTargetSchema } }, required: true };
const refusals = {
  400: errorResponses[400],
  401: errorResponses[401],
  404: errorResponses[404],
  422: errorResponses[422],
};

const statusRoute = createRoute({
  method: "get",
  path: "/event-host-subscriptions/status",
  tags,
  summary: "Whether the caller follows the host (exactly one of organizationId, hostUserId); false when signed out",
  request: { query: hostTargetSchema },
  responses: { 200: okJson(subscriptionStateSchema, "The status"), 400: errorResponses[400], 404: errorResponses[404], 422: errorResponses[422] },
});

const subscribeRoute = createRoute({
  method: "post",
  path: "/event-host-subscriptions",
  tags,
  middleware: [requireUser],
  summary: "Follow a host: 201 when new, 200 when already following",
  request: { body },
  responses: { 201: okJson(subscriptionStateSchema, "Now following"), 200: okJson(subscriptionStateSchema, "Was already following"), ...refusals },
});

const unsubscribeRoute = createRoute({
  method: "delete",
  path: "/event-host-subscriptions",
  tags,
  middleware: [requireUser],
  summary: "Stop following a host (idempotent)",
  request: { body },
  responses: { 200: okJson(subscriptionStateSchema, "Not following"), ...refusals },
});

export function subscriptionsRoutes({ database: { db } }: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(statusRoute, async (c) => c.json(ok(await getSubscriptionStatus(db, c.req.valid("query"), c.get("user")?.id ?? null)), 200))
    .openapi(subscribeRoute, async (c) => {
      const { created } = await subscribe(db, c.req.valid("json"), currentUser(c).id);
      return created ? c.json(ok({ subscribed: true }), 201) : c.json(ok({ subscribed: true }), 200);
    })
    .openapi(unsubscribeRoute, async (c) => c.json(ok(await unsubscribe(db, c.req.valid("json"), currentUser(c).id)), 200));
}
