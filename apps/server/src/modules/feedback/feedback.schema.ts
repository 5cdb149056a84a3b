import { z } from "@hono/zod-openapi";

// Path parameters of the feedback routes; their bodies and answers are the domain's (feedback-rules.ts, contract/feedback.ts).

export const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});
