import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { publicUserSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { getPublicUser } from "./users.service.ts";

const getRoute = createRoute({
  method: "get",
  path: "/users/{idOrUsername}",
  tags: ["users"],
  summary: "A person's public profile by id or username",
  request: { params: z.object({ idOrUsername: z.string().openapi({ param: { name: "idOrUsername", in: "path" } }) }) },
  responses: { 200: okJson(publicUserSchema, "The public profile"), 404: errorResponses[404] },
});

export function usersRoutes({ database }: AppDeps) {
  return new OpenAPIHono<AppEnv>().openapi(getRoute, async (c) =>
    c.json(ok(await getPublicUser(database.db, c.req.valid("param").idOrUsername)), 200),
  );
}
