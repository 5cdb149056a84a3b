import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { eventDetailSchema, eventsPageSchema, eventsQuerySchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { getEventDetail } from "./event-detail.service.ts";
import { detailCacheTtl, publicDetailCache, renderDetail } from "./event-detail-cache.ts";
import { sendRendered } from "./rendered-json.ts";
import { listEvents } from "./events.service.ts";

const listRoute = createRoute({
  method: "get",
  path: "/events",
  tags: ["events"],
  summary: "Public events (PUBLISHED and COMPLETED), upcoming or past, filtered and paged",
  request: { query: eventsQuerySchema },
  responses: {
    200: okJson(eventsPageSchema, "One page of event cards"),
    422: errorResponses[422],
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/events/{id}",
  tags: ["events"],
  summary: "One event as the caller may see it (strong ETag; If-None-Match answers 304)",
  request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }) },
  responses: {
    200: okJson(eventDetailSchema, "The event"),
    304: { description: "Not modified: the If-None-Match ETag still matches" },
    404: errorResponses[404],
    410: errorResponses[410],
  },
});

export function eventsRoutes({ database, env }: AppDeps) {
  const cache = publicDetailCache(database.db, detailCacheTtl(env));
  const app = new OpenAPIHono<AppEnv>();
  app.openAPIRegistry.registerPath(detailRoute);
  return app
    .openapi(listRoute, async (c) => c.json(ok(await listEvents(database.db, c.req.valid("query"))), 200))
    // Documented above like every route, but served without zod's per-request param validation: any
    // string is an id to look up (an unknown one is a 404), and the validator cost a few per cent of
    // this hottest read's server CPU (ADR 0014).
    .get("/events/:id", async (c) => {
      const viewerId = c.get("user")?.id ?? null;
      const id = c.req.param("id");
      const rendered = viewerId
        ? renderDetail(await getEventDetail(database.db, id, viewerId))
        : await cache.get(id, () => getEventDetail(database.db, id, null).then(renderDetail));
      return sendRendered(c, rendered);
    });
}
