import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { buildingConfigInputSchema, buildingConfigViewSchema, translate } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { getBuildingConfig, putBuildingConfig } from "./building-config.service.ts";

// The organiser's side of a challenge's configuration (docs/product/challenges.md#configuration), through
// requireEventAccess (ADR 0023). The public read is the event payload's buildingConfig.

const tags = ["challenges"];
const manager = { tags, middleware: [requireUser] };
const forbidden403 = { ...errorResponses[401], description: "No right on this event (FORBIDDEN)" };
const notChallenge409 = { ...errorResponses[409], description: "The event is not a BUILDING_PUBLIC challenge, or it is cancelled (CONFLICT)" };
const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});

const getRoute = createRoute({
  ...manager,
  method: "get",
  path: "/events/{id}/building-config",
  summary: "The challenge's configuration as the editor reads it, defaults filled (organiser / any event admin)",
  request: { params: eventParams },
  responses: { 200: okJson(buildingConfigViewSchema, "Whole: defaults filled"), 401: errorResponses[401], 403: forbidden403, 404: errorResponses[404], 409: notChallenge409 },
});

const putRoute = createRoute({
  ...manager,
  method: "put",
  path: "/events/{id}/building-config",
  summary: "Save the challenge's settings (canEditEvent)",
  description:
    "Replaces the whole document (defaults for what is left out). The deposit fields are information only. paymentQRCode must be an " +
    "image the caller uploaded, or the one already stored.",
  request: { params: eventParams, body: { content: { "application/json": { schema: buildingConfigInputSchema } }, required: true } },
  responses: {
    200: okJson(buildingConfigViewSchema, "Saved"),
    401: errorResponses[401],
    403: forbidden403,
    404: errorResponses[404],
    409: notChallenge409,
    422: errorResponses[422],
  },
});

export function buildingConfigRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new OpenAPIHono<AppEnv>()
    .openapi(getRoute, async (c) => c.json(ok(await getBuildingConfig(db, currentUser(c).id, c.req.valid("param").id)), 200))
    .openapi(putRoute, async (c) => {
      const view = await putBuildingConfig(deps, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
      return c.json(ok(view, translate(c.get("locale"), "challenges.configSaved")), 200);
    });
}
