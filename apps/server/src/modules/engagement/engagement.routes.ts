import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { bookmarksRoutes } from "./bookmarks.routes.ts";
import { invitesRoutes } from "./invites.routes.ts";
import { likesRoutes } from "./likes.routes.ts";
import { subscriptionsRoutes } from "./subscriptions.routes.ts";
import { viewsRoutes } from "./views.routes.ts";

/** Likes, bookmarks, host subscriptions, page views and invite codes, mounted under /api. */
export function engagementRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .route("/", likesRoutes(deps))
    .route("/", bookmarksRoutes(deps))
    .route("/", subscriptionsRoutes(deps))
    .route("/", invitesRoutes(deps))
    .route("/", viewsRoutes(deps));
}
