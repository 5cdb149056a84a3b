import { z } from "@hono/zod-openapi";
import { failureSchema, okEnvelope } from "@commons/domain";

// Response documentation shared by every module. The answers' schemas themselves live in the domain
// (packages/domain/src/contract, ADR 0005); this only wraps them into route responses.

/** `{ success: true, data }` around the given data schema. */
export function okJson<T extends z.ZodType>(data: T, description: string) {
  return { description, content: { "application/json": { schema: okEnvelope(data) } } };
}
function failureJson(description: string) {
  return { description, content: { "application/json": { schema: failureSchema } } };
}

export const errorResponses = {
  400: failureJson("Malformed request (BAD_REQUEST)"),
  401: failureJson("Not signed in (UNAUTHORIZED)"),
  404: failureJson("Not found, or not visible to the caller (NOT_FOUND)"),
  409: failureJson("Conflicts with existing data (CONFLICT); `details` names the field"),
  410: failureJson("The event was deleted by its organiser (GONE); every route naming it answers so"),
  422: failureJson("Invalid fields (VALIDATION_ERROR); `details` names each field in the caller's language"),
  429: failureJson("Too many requests (TOO_MANY_REQUESTS), with Retry-After"),
} as const;
