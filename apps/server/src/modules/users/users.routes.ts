import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { publicUserSchema, USER_SEARCH_RATE_LIMIT, userSearchQuerySchema, userSearchResultsSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { searchUsers } from "./users-search.service.ts";
import { getPublicUser } from "./users.service.ts";

const searchRoute = createRoute({
  method: "get",
  path: "/users/search",
  tags: ["users"],
  summary: "Find people by name or username (signed in; public fields only, at most 10)",
  description:
    "The query is trimmed; under 2 characters the answer is an empty list. `exclude` is a comma-separated list of user ids left out (at most 50). Email addresses and phone numbers are never matched nor returned.",
  middleware: [requireUser],
  request: { query: userSearchQuerySchema },
  responses: {
    200: okJson(userSearchResultsSchema, "Matches: the exact username first, then prefix matches, then the rest"),
    401: errorResponses[401],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/users/{idOrUsername}",
  tags: ["users"],
  summary: "A person's public profile by id or username",
  request: { params: z.object({ idOrUsername: z.string().openapi({ param: { name: "idOrUsername", in: "path" } }) }) },
  responses: { 200: okJson(publicUserSchema, "The public profile"), 404: errorResponses[404] },
});

export function usersRoutes({ database, limiter }: AppDeps) {
  return (
    new OpenAPIHono<AppEnv>()
      // Before `/users/{idOrUsername}`, which would otherwise take "search" for a username.
      .openapi(searchRoute, async (c) => {
        const limited = await rateLimited(c, limiter, [`user-search:user:${currentUser(c).id}`], USER_SEARCH_RATE_LIMIT);
        if (limited) return limited as never;
        return c.json(ok(await searchUsers(database.db, c.req.valid("query"))), 200);
      })
      .openapi(getRoute, async (c) => c.json(ok(await getPublicUser(database.db, c.req.valid("param").idOrUsername)), 200))
  );
}
