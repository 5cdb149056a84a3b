import { OpenAPIHono } from "@hono/zod-openapi";
import { swaggerUI } from "@hono/swagger-ui";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps } from "./app-deps.ts";
import type { AppEnv } from "./lib/context.ts";
import { AppError, notFound } from "./lib/errors.ts";
import { handleError, validationHook } from "./lib/errors-handler.ts";
import { requestContext, sessionMiddleware } from "./lib/middleware.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { devRoutes } from "./modules/dev/dev.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { registerApiModules } from "./modules/index.ts";
import { spaRoutes, type SpaOptions } from "./web/spa.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps, spa?: SpaOptions) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  app.onError(handleError);
  app.use("*", requestContext(deps.log, deps.env.TRUSTED_PROXY));
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError(413, "PAYLOAD_TOO_LARGE", "error.payloadTooLarge");
      },
    }),
  );
  app.route("/", healthRoutes(deps));
  app.route("/api/auth", authRoutes(deps.auth, deps.limiter));
  app.use("/api/*", sessionMiddleware(deps.auth));
  registerApiModules(app, deps);
  if (deps.env.NODE_ENV !== "production") app.route("/", devRoutes(deps));

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Commons API", version: "0.1.0", description: "Every answer is the envelope { success, data, error, message, code, details }." },
  });
  app.get("/api/docs", swaggerUI({ url: "/api/openapi.json" }));
  app.all("/api/*", () => {
    throw notFound();
  });
  if (spa) app.route("/", spaRoutes(spa));
  app.notFound(() => {
    throw notFound();
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
