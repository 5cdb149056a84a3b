import { z } from "@hono/zod-openapi";

// Path and query parameters of the volunteer routes; their bodies and answers are the domain's.

export const eventParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "c0ffee00-0000-4000-8000-000000000000" }),
});
export const applicationParams = eventParams.extend({
  applicationId: z.string().openapi({ param: { name: "applicationId", in: "path" } }),
});
/** The spec sends the role of a cancel as its payload; a query parameter is accepted too (a DELETE body is often dropped). */
export const cancelQuery = z.object({
  eventVolunteerRoleId: z.string().trim().min(1).max(64).optional().openapi({ param: { name: "eventVolunteerRoleId", in: "query" } }),
});
