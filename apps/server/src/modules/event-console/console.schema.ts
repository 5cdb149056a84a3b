import { z } from "@hono/zod-openapi";
import { failureSchema } from "@commons/domain";

// Path parameters and the refusal shared by the console's route files.

export const eventIdParams = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) });
export const adminParams = eventIdParams.extend({ userId: z.string().openapi({ param: { name: "userId", in: "path" } }) });
export const registrationParams = eventIdParams.extend({
  registrationId: z.string().openapi({ param: { name: "registrationId", in: "path" } }),
});

export const forbiddenResponse = {
  description: "Signed in, but without the right this route needs on this event (FORBIDDEN)",
  content: { "application/json": { schema: failureSchema } },
};
