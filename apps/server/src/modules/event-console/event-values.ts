import type { EventPatch, MessageKey } from "@commons/domain";
import type { Env } from "../../env.ts";
import type { events } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { sanitizeRichText } from "../../lib/sanitize-html.ts";

type EventColumns = Partial<typeof events.$inferInsert>;

const FILE_FIELDS = ["coverImage", "registrationSuccessImage", "registrationPendingImage"] as const;

/** A 422 naming one or more fields; `message` is a catalog key, rendered in the caller's language. */
export function fieldsError(items: { field: string; message: MessageKey }[], params: Record<string, string | number> = {}) {
  // The envelope renders each detail with the error's params, so a shared `field` param is only safe for one.
  const only = items.length === 1 ? items[0] : undefined;
  if (only) return new AppError(422, "VALIDATION_ERROR", only.message, { field: `field.${only.field.split(".")[0]}`, ...params }, items);
  return new AppError(422, "VALIDATION_ERROR", "error.validation", params, items);
}

/**
 * The stored form of one of our file URLs: `/files/…` for local storage (an absolute URL on our own
 * PUBLIC_URL is reduced to its path), or the S3 public URL as is. Anything else is someone else's
 * file, which we neither host nor vouch for.
 */
export function ownFileUrl(value: string, env: Pick<Env, "publicUrl" | "S3_PUBLIC_URL">): string | null {
  if (value.startsWith("/files/")) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin === new URL(env.publicUrl).origin && url.pathname.startsWith("/files/")) return url.pathname;
  if (env.S3_PUBLIC_URL) {
    const base = env.S3_PUBLIC_URL.replace(/\/+$/, "");
    if (value.startsWith(`${base}/`) && !url.pathname.includes("..")) return value;
  }
  return null;
}

/**
 * Maps validated editor input onto event columns: instants become Dates, rich text is sanitised, file
 * URLs must be ours. Only keys present in the input are returned, so a PATCH touches nothing else.
 * Owned lists and organizationId are handled by their own steps.
 */
export function toEventColumns(input: EventPatch, env: Pick<Env, "publicUrl" | "S3_PUBLIC_URL">): EventColumns {
  const { ticketTypes: _t, questions: _q, organizationId: _o, startTime, endTime, registrationDeadline, richContent, ...rest } = input;
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
  const bad: { field: string; message: MessageKey }[] = [];
  for (const field of FILE_FIELDS) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    const stored = ownFileUrl(value, env);
    if (stored === null) bad.push({ field, message: "eventInput.fileUrlInvalid" });
    else out[field] = stored;
  }
  if (bad.length) throw fieldsError(bad);
  return out;
}
