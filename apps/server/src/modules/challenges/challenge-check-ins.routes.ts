import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { challengeCheckInInputSchema, challengeCheckInResultSchema, challengeParticipationSchema, CHALLENGE_WRITE_RATE_LIMIT, translate } from "@commons/domain";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { checkIn, deleteCheckIn, updateCheckIn } from "./challenge-check-ins.service.ts";

// docs/product/challenges.md#check-ins; docs/api.md#challenges-setup-and-check-ins.

const tags = ["challenges"];
const signedIn = { tags, middleware: [requireUser] };
const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});
const checkInParams = z.object({ checkInId: z.string().openapi({ param: { name: "checkInId", in: "path" } }) });
const body = { content: { "application/json": { schema: challengeCheckInInputSchema } }, required: true };
const notYours403 = { ...errorResponses[401], description: "Someone else's check-in (FORBIDDEN, challenges.notYourCheckIn)" };

const checkInRoute = createRoute({
  ...signedIn,
  method: "post",
  path: "/events/{id}/building-public/check-in",
  summary: "Today's check-in (the day is the server's, in the event's zone); a second one today edits the first",
  description:
    "Needs a live registration (403) and a saved setup, while the challenge runs (409 otherwise). One per person per day, kept by the " +
    "unique key: today's existing check-in is edited and `edited` is true. Images must be the caller's uploads. The count (the number " +
    "of check-ins) and completion move in the same transaction; reaching the required count notifies the participant.",
  request: { params: eventParams, body },
  responses: {
    200: okJson(challengeCheckInResultSchema, "Checked in (or today's check-in edited)"),
    401: errorResponses[401],
    403: { ...errorResponses[401], description: "No registration, or one REJECTED or CANCELLED (FORBIDDEN)" },
    404: { ...errorResponses[404], description: "No such event the caller may see, or not a BUILDING_PUBLIC challenge" },
    409: { ...errorResponses[409], description: "No setup yet, not started, or ended (CONFLICT)" },
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const updateRoute = createRoute({
  ...signedIn,
  method: "put",
  path: "/building-public/check-ins/{checkInId}",
  summary: "The author edits a check-in (its day and the count stay)",
  request: { params: checkInParams, body },
  responses: {
    200: okJson(challengeCheckInResultSchema, "Edited"),
    401: errorResponses[401],
    403: notYours403,
    404: { ...errorResponses[404], description: "No such check-in" },
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const deleteRoute = createRoute({
  ...signedIn,
  method: "delete",
  path: "/building-public/check-ins/{checkInId}",
  summary: "The author deletes a check-in; below the required count, completion is undone",
  request: { params: checkInParams },
  responses: {
    200: okJson(challengeParticipationSchema, "Deleted: the caller's progress after it"),
    401: errorResponses[401],
    403: notYours403,
    404: { ...errorResponses[404], description: "No such check-in" },
    429: errorResponses[429],
  },
});

export function challengeCheckInsRoutes(deps: AppDeps) {
  const limit = (c: Context<AppEnv>, userId: string) => rateLimited(c, deps.limiter, [`challenges:user:${userId}`], CHALLENGE_WRITE_RATE_LIMIT);
  return new OpenAPIHono<AppEnv>()
    .openapi(checkInRoute, async (c) => {
      const userId = currentUser(c).id;
      const limited = await limit(c, userId);
      if (limited) return limited as never;
      const res = await checkIn(deps, userId, c.req.valid("param").id, c.req.valid("json"));
      return c.json(ok(res, translate(c.get("locale"), res.edited ? "challenges.checkInUpdated" : "challenges.checkedIn")), 200);
    })
    .openapi(updateRoute, async (c) => {
      const userId = currentUser(c).id;
      const limited = await limit(c, userId);
      if (limited) return limited as never;
      const res = await updateCheckIn(deps, userId, c.req.valid("param").checkInId, c.req.valid("json"));
      return c.json(ok(res, translate(c.get("locale"), "challenges.checkInUpdated")), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const userId = currentUser(c).id;
      const limited = await limit(c, userId);
      if (limited) return limited as never;
      return c.json(ok(await deleteCheckIn(deps, userId, c.req.valid("param").checkInId), translate(c.get("locale"), "challenges.checkInDeleted")), 200);
    });
}
