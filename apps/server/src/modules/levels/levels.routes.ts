import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { adminUserLevelsSchema, LEVEL_GRANT_RATE_LIMIT, levelGrantInputSchema, translate, userLevelsSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { adminUserLevels, grantLevel, publicUserLevels } from "./levels.service.ts";
import { siteAdminOnly } from "./site-admin.ts";

// docs/product/accounts-and-profile.md#level-badges; docs/api.md#levels.

const adminTags = ["admin"];
const userParams = z.object({ userId: z.string().max(64).openapi({ param: { name: "userId", in: "path" } }) });
const adminRefusals = {
  401: errorResponses[401],
  403: { ...errorResponses[401], description: "Not a community admin (FORBIDDEN)" },
  404: { ...errorResponses[404], description: "No such person" },
} as const;

const publicLevelsRoute = createRoute({
  method: "get",
  path: "/users/{idOrUsername}/levels",
  tags: ["users"],
  summary: "A person's level per track, the next level and what earns it (public data only)",
  request: { params: z.object({ idOrUsername: z.string().openapi({ param: { name: "idOrUsername", in: "path" } }) }) },
  responses: { 200: okJson(userLevelsSchema, "Per track, in badge order"), 404: errorResponses[404] },
});

const adminLevelsRoute = createRoute({
  method: "get",
  path: "/admin/users/{userId}/levels",
  tags: adminTags,
  middleware: [requireUser],
  summary: "Community admins: a person's levels and the history of their changes, newest first",
  request: { params: userParams },
  responses: { 200: okJson(adminUserLevelsSchema, "The person, their tracks and the history"), ...adminRefusals },
});

const grantRoute = createRoute({
  method: "post",
  path: "/admin/users/{userId}/levels",
  tags: adminTags,
  middleware: [requireUser],
  summary: "Community admins: grant a track's level, or remove it (level null), with a reason",
  description:
    "Sets the track's level, writes a history row and notifies the person, in one transaction. Removing the membership " +
    "level makes the person a VISITOR again. The level already held answers 409 and writes nothing.",
  request: { params: userParams, body: { content: { "application/json": { schema: levelGrantInputSchema } }, required: true } },
  responses: {
    200: okJson(adminUserLevelsSchema, "The person's levels and history after the change"),
    ...adminRefusals,
    409: { ...errorResponses[409], description: "The person already holds that level" },
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

export function levelsRoutes({ database, limiter }: AppDeps) {
  const { db } = database;
  const app = new OpenAPIHono<AppEnv>();
  // Every /api/admin/* route is for community admins only, checked before its input is read.
  app.use("/admin/*", siteAdminOnly(db));
  return (
    app
      .openapi(publicLevelsRoute, async (c) => c.json(ok(await publicUserLevels(db, c.req.valid("param").idOrUsername, c.get("locale"))), 200))
      .openapi(adminLevelsRoute, async (c) => c.json(ok(await adminUserLevels(db, c.req.valid("param").userId, c.get("locale"))), 200))
      .openapi(grantRoute, async (c) => {
        const admin = currentUser(c);
        const limited = await rateLimited(c, limiter, [`level-grant:user:${admin.id}`], LEVEL_GRANT_RATE_LIMIT);
        if (limited) return limited as never;
        const result = await grantLevel(db, admin.id, c.req.valid("param").userId, c.req.valid("json"), c.get("locale"));
        return c.json(ok(result, translate(c.get("locale"), "levels.granted")), 200);
      })
  );
}
