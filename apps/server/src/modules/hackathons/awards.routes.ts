import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { awardsAssignmentInputSchema, awardsAssignmentViewSchema, RESULTS_WRITE_RATE_LIMIT, translate } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { getAwardsAssignment, putAwardsAssignment } from "./awards.service.ts";

// docs/product/hackathons.md#awards: the console's Awards tab (owner and event admins with canEditEvent only).

const tags = ["hackathons"];
const manager = { tags, middleware: [requireUser] };
const forbidden403 = { ...errorResponses[401], description: "No right on this event (FORBIDDEN)" };
const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});

const getRoute = createRoute({
  ...manager,
  method: "get",
  path: "/events/{id}/awards-assignment",
  summary: "Each award with its proposed winners (audience ranking for PUBLIC, judge ranking for JUDGE) and its current winners (canEditEvent)",
  request: { params: eventParams },
  responses: {
    200: okJson(awardsAssignmentViewSchema, "Proposals and assignments"),
    401: errorResponses[401],
    403: forbidden403,
    404: errorResponses[404],
    409: { ...errorResponses[409], description: "Not a HACKATHON (CONFLICT)" },
  },
});

const putRoute = createRoute({
  ...manager,
  method: "put",
  path: "/events/{id}/awards-assignment",
  summary: "Assign every award's winners, level and category (canEditEvent, RESULTS only); an award left out has none",
  request: { params: eventParams, body: { content: { "application/json": { schema: awardsAssignmentInputSchema } }, required: true } },
  responses: {
    200: okJson(awardsAssignmentViewSchema, "Saved"),
    401: errorResponses[401],
    403: forbidden403,
    404: errorResponses[404],
    409: { ...errorResponses[409], description: "Not in RESULTS, not a HACKATHON, or cancelled (CONFLICT)" },
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

export function awardsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(getRoute, async (c) => c.json(ok(await getAwardsAssignment(db, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(putRoute, async (c) => {
      const limited = await rateLimited(c, deps.limiter, [`results:user:${currentUser(c).id}`], RESULTS_WRITE_RATE_LIMIT);
      if (limited) return limited as never;
      const saved = await putAwardsAssignment(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(ok(saved, translate(c.get("locale"), "hackathons.awardsSaved")), 200);
    });
}
