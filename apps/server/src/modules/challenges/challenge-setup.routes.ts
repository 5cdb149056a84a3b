import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { challengeParticipationSchema, challengeSetupInputSchema, CHALLENGE_WRITE_RATE_LIMIT, myChallengeCheckInsSchema, translate } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { getParticipation, myCheckIns, saveSetup } from "./challenge-setup.service.ts";

// docs/product/challenges.md#setup; docs/api.md#challenges-setup-and-check-ins.

const tags = ["challenges"];
const signedIn = { tags, middleware: [requireUser] };
const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});
const notChallenge404 = { ...errorResponses[404], description: "No such event the caller may see, or not a BUILDING_PUBLIC challenge" };

const registerRoute = createRoute({
  ...signedIn,
  method: "post",
  path: "/events/{id}/building-public/register",
  summary: "Save (or edit) the caller's challenge setup: a project of theirs or a new one, the 21-day plan, who sees their check-ins",
  description:
    "Needs a registration that is APPROVED, PENDING or WAITLISTED (403 otherwise). A first setup is refused while the organiser has not " +
    "opened it (409 challenges.setupClosed) and after the end (409 challenges.setupEnded); an existing one stays editable. A new project " +
    "is made in the same transaction, owned by the caller; projectId must be one of the caller's (422). A changed visibility applies " +
    "to the caller's check-ins at once.",
  request: { params: eventParams, body: { content: { "application/json": { schema: challengeSetupInputSchema } }, required: true } },
  responses: {
    200: okJson(challengeParticipationSchema, "Saved"),
    401: errorResponses[401],
    403: { ...errorResponses[401], description: "No registration, or one REJECTED or CANCELLED (FORBIDDEN)" },
    404: notChallenge404,
    409: { ...errorResponses[409], description: "Setup not open yet, or the challenge ended (CONFLICT)" },
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const registrationRoute = createRoute({
  ...signedIn,
  method: "get",
  path: "/events/{id}/building-public/registration",
  summary: "The caller's place in the challenge (null without a registration), with today's day number and today's check-in",
  request: { params: eventParams },
  responses: { 200: okJson(challengeParticipationSchema.nullable(), "The caller's participation, or null"), 401: errorResponses[401], 404: notChallenge404 },
});

const myCheckInsRoute = createRoute({
  ...signedIn,
  method: "get",
  path: "/events/{id}/building-public/my-check-ins",
  summary: "The caller's own check-ins in this challenge, newest day first (public or not)",
  request: { params: eventParams },
  responses: { 200: okJson(myChallengeCheckInsSchema, "The caller's check-ins"), 401: errorResponses[401], 404: notChallenge404 },
});

export function challengeSetupRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(registerRoute, async (c) => {
      const userId = currentUser(c).id;
      const limited = await rateLimited(c, deps.limiter, [`challenges:user:${userId}`], CHALLENGE_WRITE_RATE_LIMIT);
      if (limited) return limited as never;
      const participation = await saveSetup(db, userId, c.req.valid("param").id, c.req.valid("json"));
      return c.json(ok(participation, translate(c.get("locale"), "challenges.setupSaved")), 200);
    })
    .openapi(registrationRoute, async (c) => c.json(ok(await getParticipation(db, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(myCheckInsRoute, async (c) => c.json(ok(await myCheckIns(db, currentUser(c).id, c.req.valid("param").id)), 200));
}
