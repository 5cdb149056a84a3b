import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { profileCompletionSchema, profileResultSchema, profileUpdateSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser as signedIn, requireUser } from "../../lib/require-user.ts";
import { storageFor } from "../uploads/storage.ts";
import { getProfile, getProfileCompletion, updateProfile } from "./profile.service.ts";

const getRoute = createRoute({
  method: "get",
  path: "/profile",
  tags: ["profile"],
  middleware: [requireUser],
  summary: "The signed-in person's profile",
  responses: { 200: okJson(profileResultSchema, "The profile"), 401: errorResponses[401] },
});

const completionRoute = createRoute({
  method: "get",
  path: "/user/profile",
  tags: ["profile"],
  middleware: [requireUser],
  summary: "The profile with the fields still missing for the completion hint",
  responses: { 200: okJson(profileCompletionSchema, "Profile and missing fields"), 401: errorResponses[401] },
});

const updateRoute = createRoute({
  method: "post",
  path: "/profile/update",
  tags: ["profile"],
  middleware: [requireUser],
  summary: "Partial update; unknown fields are refused",
  description: "image: a link to another site, or one of the caller's own uploads (/api/uploads); a URL into our storage that is someone else's file, or no file, is a 422 naming image.",
  request: { body: { content: { "application/json": { schema: profileUpdateSchema } }, required: true } },
  responses: {
    200: okJson(profileResultSchema, "The saved profile"),
    400: errorResponses[400],
    401: errorResponses[401],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

export function profileRoutes({ database, env, sessionCache }: AppDeps) {
  const { db } = database;
  const files = { storage: storageFor(env), env };
  return new OpenAPIHono<AppEnv>()
    .openapi(getRoute, async (c) => c.json(ok({ user: await getProfile(db, signedIn(c).id) }), 200))
    .openapi(completionRoute, async (c) => c.json(ok(await getProfileCompletion(db, signedIn(c).id)), 200))
    .openapi(updateRoute, async (c) => {
      const user = signedIn(c);
      const updated = await updateProfile(db, files, user.id, c.req.valid("json"));
      // A cached session carries the name and email (ADR 0045): the next request must read the new ones.
      sessionCache.forgetUser(user.id);
      return c.json(ok({ user: updated }), 200);
    });
}
