import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { likeCountSchema, likeStateSchema, likeStatusSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser } from "../../lib/require-user.ts";
import { eventIdParams, onEventRefusals, signedInOnEvent } from "./engagement.schema.ts";
import { getLikeCount, getLikeStatus, likeEvent, unlikeEvent } from "./likes.service.ts";

const tags = ["engagement"];

const countRoute = createRoute({
  method: "get",
  path: "/events/{id}/likes",
  tags,
  summary: "How many people like the event (anyone may ask)",
  request: { params: eventIdParams },
  responses: { 200: okJson(likeCountSchema, "The count"), 404: errorResponses[404] },
});

const statusRoute = createRoute({
  ...signedInOnEvent,
  method: "get",
  path: "/user/events/{id}/like-status",
  summary: "Whether the caller likes the event",
  responses: { 200: okJson(likeStatusSchema, "The status"), ...onEventRefusals },
});

const likeRoute = createRoute({
  ...signedInOnEvent,
  method: "post",
  path: "/events/{id}/like",
  summary: "Like the event; a second like answers 409 'Already liked'",
  responses: { 201: okJson(likeStateSchema, "Liked"), ...onEventRefusals, 409: errorResponses[409] },
});

const unlikeRoute = createRoute({
  ...signedInOnEvent,
  method: "delete",
  path: "/events/{id}/like",
  summary: "Remove the caller's like (idempotent)",
  responses: { 200: okJson(likeStateSchema, "Not liked"), ...onEventRefusals },
});

export function likesRoutes({ database: { db } }: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(countRoute, async (c) => c.json(ok(await getLikeCount(db, c.req.valid("param").id, c.get("user")?.id ?? null)), 200))
    .openapi(statusRoute, async (c) => c.json(ok(await getLikeStatus(db, c.req.valid("param").id, currentUser(c).id)), 200))
    .openapi(likeRoute, async (c) => c.json(ok(await likeEvent(db, c.req.valid("param").id, currentUser(c).id)), 201))
    .openapi(unlikeRoute, async (c) => c.json(ok(await unlikeEvent(db, c.req.valid("param").id, currentUser(c).id)), 200));
}
