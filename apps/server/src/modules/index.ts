import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps } from "../app-deps.ts";
import type { AppEnv } from "../lib/context.ts";
import { registerAuthOpenApi } from "./auth/auth.openapi.ts";
import { eventsRoutes } from "./events/events.routes.ts";
import { notificationsRoutes } from "./notifications/notifications.routes.ts";
import { orgsRoutes } from "./orgs/orgs.routes.ts";
import { profileRoutes } from "./profile/profile.routes.ts";
import { usersRoutes } from "./users/users.routes.ts";

/** Each module adds its routes under /api here; the order only matters for overlapping paths. */
export function registerApiModules(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  registerAuthOpenApi(app);
  app.route("/api", profileRoutes(deps));
  // `/users/{idOrUsername}` matches any single segment: a future `/users/search` must be mounted before it.
  app.route("/api", usersRoutes(deps));
  app.route("/api", orgsRoutes(deps));
  app.route("/api", eventsRoutes(deps));
  app.route("/api", notificationsRoutes(deps));
}
