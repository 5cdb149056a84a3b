import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { eventsQuerySchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { plainHeadersResponse } from "../../lib/node-response.ts";
import { errorResponses, okJson, paginationSchema } from "../../lib/openapi.ts";
import { eventCardSchema } from "./event-cards.queries.ts";
import { eventDetailSchema } from "./event-detail.schema.ts";
import { getEventDetail } from "./event-detail.service.ts";
import { detailCacheTtl, publicDetailCache, renderDetail } from "./event-detail-cache.ts";
import { matchesIfNoneMatch } from "./etag.ts";
import { listEvents } from "./events.service.ts";

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
  summary: "One event as the caller may see it (strong ETag; If-None-Match answers 304)",
  request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }) },
  responses: {
    200: okJson(eventDetailSchema, "The event"),
    304: { description: "Not modified: the If-None-Match ETag still matches" },
    404: errorResponses[404],
  },
});

export function eventsRoutes({ database, env }: AppDeps) {
  const cache = publicDetailCache(database.db, detailCacheTtl(env));
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => c.json(ok(await listEvents(database.db, c.req.valid("query"))), 200))
    .openapi(detailRoute, async (c) => {
      const viewerId = c.get("user")?.id ?? null;
      const { id } = c.req.valid("param");
      const { body, etag } = viewerId
        ? renderDetail(await getEventDetail(database.db, id, viewerId))
        : await cache.get(id, () => getEventDetail(database.db, id, null));
      // The page refetches every 60 s and on focus: an unchanged event costs a 304, not the payload.
      // The payload depends on who asks, so caches may keep it only per session and must revalidate.
      const headers = { ETag: etag, "Cache-Control": "private, no-cache", Vary: "Cookie" };
      // The hottest public read: its headers stay a plain object (lib/node-response.ts).
      if (matchesIfNoneMatch(c.req.header("if-none-match"), headers.ETag)) return plainHeadersResponse(null, 304, headers);
      return plainHeadersResponse(body, 200, { ...headers, "Content-Type": "application/json; charset=UTF-8" });
    });
}
