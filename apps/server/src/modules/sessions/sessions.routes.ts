import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { revokedSessionSchema, revokedSessionsSchema, signedInDevicesSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { notFound } from "../../lib/errors.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { listSessions, revokeOtherSessions, revokeSession } from "./sessions.service.ts";

const common = { tags: ["sessions"], middleware: [requireUser] };

const listRoute = createRoute({
  ...common,
  method: "get",
  path: "/user/sessions",
  summary: "The devices the caller is signed in on (their live sessions), this one first",
  responses: { 200: okJson(signedInDevicesSchema, "The sessions"), 401: errorResponses[401] },
});

const revokeRoute = createRoute({
  ...common,
  method: "delete",
  path: "/user/sessions/{id}",
  summary: "Sign out one of the caller's devices; another person's session is a 404",
  request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }) },
  responses: { 200: okJson(revokedSessionSchema, "Signed out"), 401: errorResponses[401], 404: errorResponses[404] },
});

const revokeOthersRoute = createRoute({
  ...common,
  method: "delete",
  path: "/user/sessions",
  summary: "Sign out every device of the caller's but this one",
  responses: { 200: okJson(revokedSessionsSchema, "How many were signed out"), 401: errorResponses[401] },
});

// Session ids are UUIDs; anything else names no session (and a NUL could never reach the database).
const SESSION_ID = /^[\w-]{1,64}$/;

export function sessionsRoutes({ database, sessionCache }: AppDeps) {
  const { db } = database;
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => c.json(ok({ sessions: await listSessions(db, currentUser(c).id, c.get("sessionId")) }), 200))
    .openapi(revokeRoute, async (c) => {
      const { id } = c.req.valid("param");
      if (!SESSION_ID.test(id)) throw notFound();
      await revokeSession(db, currentUser(c).id, id);
      // The ended session may be answered from memory here or elsewhere (ADR 0045).
      sessionCache.forgetUser(currentUser(c).id);
      return c.json(ok({ revoked: true as const }), 200);
    })
    .openapi(revokeOthersRoute, async (c) => {
      const current = c.get("sessionId");
      // requireUser saw a session, so there is one; the guard keeps the type honest.
      if (!current) throw notFound();
      const revoked = await revokeOtherSessions(db, currentUser(c).id, current);
      sessionCache.forgetUser(currentUser(c).id);
      return c.json(ok({ revoked }), 200);
    });
}
