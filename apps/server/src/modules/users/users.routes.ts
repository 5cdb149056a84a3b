import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { eventCardSchema } from "../events/event-cards.queries.ts";
import { userSummarySchema } from "./user-summary.ts";
import { getPublicUser } from "./users.service.ts";

export const publicUserSchema = userSummarySchema
  .extend({
    bio: z.string().nullable(),
    currentWorkOn: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    skills: z.array(z.string()),
    email: z.string().optional().openapi({ description: "Present only when the person chose showEmail" }),
    wechatId: z.string().optional().openapi({ description: "Present only when the person chose showWechat" }),
    organizedEvents: z.array(eventCardSchema).openapi({ description: "Public events they organise, upcoming first" }),
  })
  .openapi("PublicUser");

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
