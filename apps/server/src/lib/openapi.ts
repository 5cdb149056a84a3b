import { z } from "@hono/zod-openapi";
import { ERROR_CODES } from "@commons/domain";

// Response documentation shared by every module, so /api/openapi.json describes the envelope once.

export const failureSchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    message: z.string(),
    code: z.enum(ERROR_CODES),
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    retryAfter: z.number().optional(),
  })
  .openapi("Failure");

export const paginationSchema = z
  .object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), totalPages: z.number().int() })
  .openapi("Pagination");

/** An ISO 8601 instant as the JSON carries it (services convert Dates before answering). */
export const instant = () => z.iso.datetime({ offset: true });

/** `{ success: true, data }` around the given data schema. */
export function okJson<T extends z.ZodType>(data: T, description: string) {
  return {
    description,
    content: {
      "application/json": { schema: z.object({ success: z.literal(true), data, message: z.string().optional() }) },
    },
  };
}

function failureJson(description: string) {
  return { description, content: { "application/json": { schema: failureSchema } } };
}

export const errorResponses = {
  400: failureJson("Malformed request (BAD_REQUEST)"),
  401: failureJson("Not signed in (UNAUTHORIZED)"),
  404: failureJson("Not found, or not visible to the caller (NOT_FOUND)"),
  409: failureJson("Conflicts with existing data (CONFLICT); `details` names the field"),
  422: failureJson("Invalid fields (VALIDATION_ERROR); `details` names each field in the caller's language"),
  429: failureJson("Too many requests (TOO_MANY_REQUESTS), with Retry-After"),
} as const;
