import type { EventPatch, MessageKey } from "@commons/domain";
import type { events } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { sanitizeRichText } from "../../lib/sanitize-html.ts";

export type EventColumns = Partial<typeof events.$inferInsert>;

/** The event's image fields: each must be an upload of the caller's, or the file already there (event-files.ts). */
export const FILE_FIELDS = ["coverImage", "registrationSuccessImage", "registrationPendingImage"] as const;
export type FileField = (typeof FILE_FIELDS)[number];

/** A 422 naming one or more fields; `message` is a catalog key, rendered in the caller's language. */
export function fieldsError(items: { field: string; message: MessageKey }[], params: Record<string, string | number> = {}) {
  // The envelope renders each detail with the error's params, so a shared `field` param is only safe for one.
  const only = items.length === 1 ? items[0] : undefined;
  if (only) return new AppError(422, "VALIDATION_ERROR", only.message, { field: `field.${only.field.split(".")[0]}`, ...params }, items);
  return new AppError(422, "VALIDATION_ERROR", "error.validation", params, items);
}

/**
 * Maps validated editor input onto event columns: instants become Dates, rich text is sanitised. Only
 * keys present in the input are returned, so a PATCH touches nothing else. Owned lists, organizationId
 * and the file fields (which need storage and the stored event: event-files.ts) have their own steps.
 */
export function toEventColumns(input: EventPatch): EventColumns {
  const {
    ticketTypes: _t,
    questions: _q,
    organizationId: _o,
    coverImage: _c,
    registrationSuccessImage: _s,
    registrationPendingImage: _p,
    startTime,
    endTime,
    registrationDeadline,
    richContent,
    ...rest
  } = input;
  const out: EventColumns = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  if (startTime !== undefined) out.startTime = new Date(startTime);
  if (endTime !== undefined) out.endTime = new Date(endTime);
  if (registrationDeadline !== undefined) out.registrationDeadline = registrationDeadline === null ? null : new Date(registrationDeadline);
  if (richContent !== undefined) {
    const clean = richContent === null ? "" : sanitizeRichText(richContent);
    out.richContent = clean === "" ? null : clean;
  }
  return out;
}
