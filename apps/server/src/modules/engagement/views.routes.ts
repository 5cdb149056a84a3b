import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { EVENT_VIEW_RATE_LIMIT, viewCountSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { eventIdParams } from "./engagement.schema.ts";
import { recordView } from "./views.service.ts";

const viewRoute = createRoute({
  method: "post",
  path: "/events/{id}/view",
  tags: ["engagement"],
  summary: "Count a page view (anonymous allowed, no body; rate-limited per address)",
  request: { params: eventIdParams },
  responses: {
    200: okJson(viewCountSchema, "The new count"),
    404: errorResponses[404],
    429: errorResponses[429],
  },
});

export function viewsRoutes({ database: { db }, limiter }: AppDeps) {
  return new OpenAPIHono<AppEnv>().openapi(viewRoute, async (c) => {
    // Anyone may call this, so the address is the key (design rule 10): one budget across all events.
    const limited = await rateLimited(c, limiter, [`event-view:${c.get("clientIp")}`], EVENT_VIEW_RATE_LIMIT);
    if (limited) return limited as never;
    return c.json(ok(await recordView(db, c.req.valid("param").id, c.get("user")?.id ?? null)), 200);
  });
}
