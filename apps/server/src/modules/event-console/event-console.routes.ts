import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { eventAdminsRoutes } from "./event-admins.routes.ts";
import { eventManageRoutes } from "./event-manage.routes.ts";
import { eventWriteRoutes } from "./event-write.routes.ts";
import { myEventsRoutes } from "./my-events.routes.ts";

/** The organiser console (issue 5): create and edit, lifecycle, admins, overview, export, messages, my events. */
export function eventConsoleRoutes(deps: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .route("/", eventWriteRoutes(deps))
    .route("/", eventAdminsRoutes(deps))
    .route("/", eventManageRoutes(deps))
    .route("/", myEventsRoutes(deps));
}
