import { z } from "zod";
import { ERROR_CODES } from "../api/envelope.ts";

// The response envelope as zod (ADR 0005): the server documents and checks its answers with these, and the
// web infers its types from them. Every answer object is strict, so a field the contract does not name is
// a drift the server's response check catches, not something that slips through unnoticed.

/** An ISO 8601 instant as the JSON carries it (services convert Dates before answering). */
export const instant = () => z.iso.datetime({ offset: true });

export const failureSchema = z
  .strictObject({
    success: z.literal(false),
    error: z.string(),
    message: z.string(),
    code: z.enum(ERROR_CODES),
    details: z.array(z.strictObject({ field: z.string(), message: z.string() })).optional(),
    retryAfter: z.number().optional(),
    authCode: z.string().optional().meta({ description: "On refusals of /api/auth/*: better-auth's own error code, for logs and support" }),
  })
  .meta({ id: "Failure" });

export const paginationSchema = z
  .strictObject({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), totalPages: z.number().int() })
  .meta({ id: "Pagination" });

/** `{ success: true, data }` around the given data schema. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.strictObject({ success: z.literal(true), data, message: z.string().optional() });
}
