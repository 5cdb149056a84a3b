import { z } from "@hono/zod-openapi";
import { errorResponses } from "../../lib/openapi.ts";
import { requireUser } from "../../lib/require-user.ts";

// Request pieces shared by the engagement routes.

export const eventIdParams = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }) });

/** A signed-in caller acting on one event: the route pieces and the refusals every such route shares. */
export const signedInOnEvent = { tags: ["engagement"], middleware: [requireUser], request: { params: eventIdParams } };
export const onEventRefusals = { 401: errorResponses[401], 404: errorResponses[404] };

/**
 * docs/product/engagement.md#host-subscriptions: "organizationId or hostUserId". Both keys are optional here so that "both" and "neither" reach
 * the service, which refuses them with one clear 400 (engagement.subscription.oneTarget); a wrong type or
 * an unknown key is a 422 naming the field.
 */
export const hostTargetSchema = z
  .object({
    organizationId: z.string().max(64).nullish(),
    hostUserId: z.string().max(64).nullish(),
  })
  .strict()
  .openapi("HostTarget");
