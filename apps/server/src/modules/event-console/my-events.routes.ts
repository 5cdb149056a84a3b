import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { myEventsSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { listMyEvents } from "./my-events.service.ts";

const myEventsRoute = createRoute({
  method: "get",
  path: "/user/events",
  tags: ["event console"],
  middleware: [requireUser],
  summary: "Events I organise or administer, drafts included, with my role and registration counts",
  responses: { 200: okJson(myEventsSchema, "My events"), 401: errorResponses[401] },
});

export function myEventsRoutes({ database: { db } }: AppDeps) {
  return new OpenAPIHono<AppEnv>().openapi(myEventsRoute, async (c) => c.json(ok(await listMyEvents(db, currentUser(c).id)), 200));
}
