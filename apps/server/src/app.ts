import { OpenAPIHono } from "@hono/zod-openapi";
import { swaggerUI } from "@hono/swagger-ui";
import type { AppDeps } from "./app-deps.ts";
import { apiBodyLimit } from "./lib/body-limit.ts";
import type { AppEnv } from "./lib/context.ts";
import { AppError, notFound } from "./lib/errors.ts";
import { handleError, validationHook } from "./lib/errors-handler.ts";
import { requestContext, sessionMiddleware } from "./lib/middleware.ts";
import { commonHeaders } from "./lib/node-response.ts";
import { originCheck } from "./lib/origin-check.ts";
import { addressCeiling, apiRateLimits } from "./lib/rate-limit-policy.ts";
import { apiDocsPolicy, securityHeaders } from "./lib/security-headers.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { claimInvitationsFor } from "./modules/invitations/answer-invitation.service.ts";
import { devRoutes } from "./modules/dev/dev.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { registerApiModules } from "./modules/index.ts";
import { spaRoutes, type SpaOptions } from "./web/spa.ts";
import { filesRoutes } from "./modules/uploads/files.routes.ts";
import { exceptUploadBodies } from "./modules/uploads/uploads.routes.ts";

export const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps, spa?: SpaOptions) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  app.onError(handleError);
  app.use("*", commonHeaders());
  app.use("*", requestContext(deps.log, deps.env.TRUSTED_PROXY));
  app.use("*", securityHeaders({ https: deps.env.publicUrl.startsWith("https://") }));
  app.use("/api/*", originCheck(deps.trustedOrigins));
  app.use(
    "/api/*",
    // Image uploads carry up to 5 MB and cap their own bodies (modules/uploads); everything else stays at 1 MB.
    exceptUploadBodies(apiBodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError(413, "PAYLOAD_TOO_LARGE", "error.payloadTooLarge");
      },
    })),
  );
  app.route("/", healthRoutes(deps));
  app.use("/api/auth/*", addressCeiling(deps.limiter));
  app.route(
    "/api/auth",
    authRoutes(deps.auth, deps.limiter, {
      secret: deps.env.authSecret,
      https: deps.env.publicUrl.startsWith("https://"),
      afterSignUp: (email) => claimInvitationsFor(deps.database.db, email),
    }),
  );
  app.use("/api/*", sessionMiddleware(deps.auth, deps.database.db, deps.sessionCache));
  app.use("/api/*", apiRateLimits(deps.limiter));
  registerApiModules(app, deps);
  if (deps.env.NODE_ENV !== "production") app.route("/", devRoutes(deps));

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Commons API", version: "0.1.0", description: "Every answer is the envelope { success, data, error, message, code, details }." },
  });
  app.get("/api/docs", apiDocsPolicy, swaggerUI({ url: "/api/openapi.json" }));
  app.all("/api/*", () => {
    throw notFound();
  });
  app.route("/", filesRoutes(deps));
  if (spa) app.route("/", spaRoutes(spa));
  app.notFound(() => {
    throw notFound();
  });
  return app;
}

