import { z } from "@hono/zod-openapi";
import { EVENT_STATUSES } from "@commons/domain";
import { failureSchema, instant } from "../../lib/openapi.ts";

// Path parameters and small response shapes shared by the console's route files.

export const eventIdParams = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) });
export const adminParams = eventIdParams.extend({ userId: z.string().openapi({ param: { name: "userId", in: "path" } }) });
export const registrationParams = eventIdParams.extend({
  registrationId: z.string().openapi({ param: { name: "registrationId", in: "path" } }),
});

export const lifecycleSchema = z.object({
  event: z.object({ id: z.string(), status: z.enum(EVENT_STATUSES), publishedAt: instant().nullable() }),
});

export const forbiddenResponse = {
  description: "Signed in, but without the right this route needs on this event (FORBIDDEN)",
  content: { "application/json": { schema: failureSchema } },
};
