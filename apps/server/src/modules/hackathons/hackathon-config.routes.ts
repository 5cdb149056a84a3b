import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { hackathonConfigInputSchema, hackathonConfigViewSchema, hackathonStageInputSchema, translate } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { getHackathonConfig, putHackathonConfig } from "./hackathon-config.service.ts";
import { moveHackathonStage } from "./hackathon-stage.service.ts";

// The organiser's side of a hackathon's configuration and stage (docs/product/hackathons.md#configuration,
// #stages), both through requireEventAccess (ADR 0023). The public read is the event payload's hackathonConfig.

const tags = ["hackathons"];
const manager = { tags, middleware: [requireUser] };
const forbidden403 = { ...errorResponses[401], description: "No right on this event (FORBIDDEN)" };
const notHackathon409 = { ...errorResponses[409], description: "The event is not a HACKATHON, or it is cancelled (CONFLICT)" };
const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});

const getRoute = createRoute({
  ...manager,
  method: "get",
  path: "/events/{id}/hackathon-config",
  summary: "The hackathon's configuration as the editor and the stage tab read it, with the names in its stage history (organiser / any event admin)",
  request: { params: eventParams },
  responses: { 200: okJson(hackathonConfigViewSchema, "Whole: defaults filled"), 401: errorResponses[401], 403: forbidden403, 404: errorResponses[404], 409: notHackathon409 },
});

const putRoute = createRoute({
  ...manager,
  method: "put",
  path: "/events/{id}/hackathon-config",
  summary: "Save the hackathon's settings, voting, resources and awards (canEditEvent)",
  description:
    "Replaces everything but the stage, which is kept as stored (it moves through POST hackathon-stage). An award without an id gets one. " +
    "settings.requireProject is also written to the event's requireProjectSubmission, which the registration form reads.",
  request: { params: eventParams, body: { content: { "application/json": { schema: hackathonConfigInputSchema } }, required: true } },
  responses: {
    200: okJson(hackathonConfigViewSchema, "Saved"),
    401: errorResponses[401],
    403: forbidden403,
    404: errorResponses[404],
    409: notHackathon409,
    422: errorResponses[422],
  },
});

const stageRoute = createRoute({
  ...manager,
  method: "post",
  path: "/events/{id}/hackathon-stage",
  summary: "Move the hackathon to a stage, forward or back, with an optional note (canEditEvent)",
  description:
    "Appends {stage, changedAt, changedBy, note} to the history under the event's row lock. The stage already current is a 409 (nothing written). " +
    "Moving into VOTING or RESULTS notifies every APPROVED registrant in the app.",
  request: { params: eventParams, body: { content: { "application/json": { schema: hackathonStageInputSchema } }, required: true } },
  responses: {
    200: okJson(hackathonConfigViewSchema, "Moved"),
    401: errorResponses[401],
    403: forbidden403,
    404: errorResponses[404],
    409: { ...errorResponses[409], description: "Already at that stage, not a HACKATHON, or cancelled (CONFLICT)" },
    422: errorResponses[422],
  },
});

export function hackathonConfigRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(getRoute, async (c) => c.json(ok(await getHackathonConfig(db, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(putRoute, async (c) => {
      const view = await putHackathonConfig(db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(ok(view, translate(c.get("locale"), "hackathons.configSaved")), 200);
    })
    .openapi(stageRoute, async (c) => {
      const { stage, note } = c.req.valid("json");
      const locale = c.get("locale");
      const view = await moveHackathonStage(db, currentUser(c).id, c.req.valid("param").id, stage, note ?? null);
      return c.json(ok(view, translate(locale, "hackathons.stageMoved", { stage: translate(locale, `hackathons.stage.${stage}`) })), 200);
    });
}
