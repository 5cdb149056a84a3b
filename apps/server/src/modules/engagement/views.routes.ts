import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { EVENT_VIEW_RATE_LIMIT, viewCountSchema } from "@commons/domain";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
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
  summary: "Count a page view once per viewer per UTC day (anonymous allowed, no body; rate-limited per address)",
  request: { params: eventIdParams },
  responses: {
    200: okJson(viewCountSchema, "The count, raised when this viewer had not been counted today"),
    404: errorResponses[404],
    429: errorResponses[429],
  },
});

/**
 * A signed-out reader is told apart by a random id in a first-party cookie, set by this route alone (the
 * only place it is read): HttpOnly, SameSite=Lax, a year long, scoped to the events API.
 */
export const VISITOR_COOKIE = "commons.visitor";
const VISITOR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who is viewing: the signed-in user, else the visitor cookie's id, else a new id (`fresh`) to set. */
function viewerOf(c: Context<AppEnv>): { userId: string | null; key: string; fresh: string | null } {
  const userId = c.get("user")?.id ?? null;
  if (userId) return { userId, key: `u:${userId}`, fresh: null };
  const given = getCookie(c, VISITOR_COOKIE);
  if (given && VISITOR_ID.test(given)) return { userId, key: `v:${given}`, fresh: null };
  const id = crypto.randomUUID();
  return { userId, key: `v:${id}`, fresh: id };
}

export function viewsRoutes({ database: { db }, limiter, env }: AppDeps) {
  const secure = env.publicUrl.startsWith("https://") ? "; Secure" : "";
  return new OpenAPIHono<AppEnv>().openapi(viewRoute, async (c) => {
    // Anyone may call this, so the address is the key (design rule 10): one budget across all events.
    const limited = await rateLimited(c, limiter, [`event-view:${c.get("clientIp")}`], EVENT_VIEW_RATE_LIMIT);
    if (limited) return limited as never;
    const viewer = viewerOf(c);
    const counted = await recordView(db, c.req.valid("param").id, viewer, new Date());
    if (viewer.fresh) {
      c.header("set-cookie", `${VISITOR_COOKIE}=${viewer.fresh}; Path=/api/events; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`, { append: true });
    }
    return c.json(ok(counted), 200);
  });
}
