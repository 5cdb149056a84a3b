import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { eventsQuerySchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson, paginationSchema } from "../../lib/openapi.ts";
import { eventCardSchema } from "./event-cards.queries.ts";
import { eventDetailSchema } from "./event-detail.schema.ts";
import { getEventDetail, listEvents } from "./events.service.ts";

const listRoute = createRoute({
  method: "get",
  path: "/events",
  tags: ["events"],
  summary: "Public events (PUBLISHED and COMPLETED), upcoming or past, filtered and paged",
  request: { query: eventsQuerySchema },
  responses: {
    200: okJson(z.object({ events: z.array(eventCardSchema), pagination: paginationSchema }), "One page of event cards"),
    422: errorResponses[422],
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/events/{id}",
  tags: ["events"],
  summary: "One event as the caller may see it",
  request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }) },
  responses: {
    200: okJson(eventDetailSchema, "The event"),
    404: errorResponses[404],
  },
});

export function eventsRoutes({ database }: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => c.json(ok(await listEvents(database.db, c.req.valid("query"))), 200))
    .openapi(detailRoute, async (c) => {
      const viewer = c.get("user");
      return c.json(ok(await getEventDetail(database.db, c.req.valid("param").id, viewer?.id ?? null)), 200);
    });
}
