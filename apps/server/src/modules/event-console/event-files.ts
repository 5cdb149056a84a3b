import type { EventPatch, MessageKey } from "@commons/domain";
import type { Env } from "../../env.ts";
import { imageSources } from "../../lib/sanitize-html.ts";
import { acceptUpload, checkOwnUpload, pointsAtOurFiles, type UploadCheck, type UploadRefusal } from "../uploads/own-upload.ts";
import type { Storage } from "../uploads/storage.ts";
import { type EventColumns, type FileField, FILE_FIELDS, fieldsError } from "./event-values.ts";

const REFUSALS: Record<UploadRefusal, MessageKey> = {
  invalid: "eventInput.fileUrlInvalid",
  notYours: "eventInput.fileNotYours",
  missing: "eventInput.fileMissing",
};
const CONTENT_REFUSALS: Record<UploadRefusal, MessageKey> = {
  invalid: "eventInput.contentImageInvalid",
  notYours: "eventInput.contentImageNotYours",
  missing: "eventInput.contentImageMissing",
};

export type EventFiles = { storage: Storage; env: Pick<Env, "publicUrl" | "S3_PUBLIC_URL"> };
export type FileChecks = { fields: Partial<Record<FileField, UploadCheck>>; content: [src: string, check: UploadCheck][] };
type StoredFiles = Record<FileField, string | null> & { richContent: string | null };

/**
 * Step one for the files an event points at (design rule 8): what storage says about each URL sent,
 * asked before the event is locked, since storage may be a network call away (S3). Besides the three
 * image fields, that is every image in the rich text (`richContent`, already sanitised) that points
 * into our storage; an image from elsewhere on the web is a link, as on any page.
 */
export async function checkEventFiles({ storage, env }: EventFiles, userId: string, input: EventPatch, richContent: string | null | undefined): Promise<FileChecks> {
  const checks: FileChecks = { fields: {}, content: [] };
  for (const field of FILE_FIELDS) {
    const value = input[field];
    if (typeof value === "string") checks.fields[field] = await checkOwnUpload(storage, userId, value);
  }
  const ours = new Set(imageSources(richContent ?? "").filter((src) => pointsAtOurFiles(storage, env, src)));
  for (const src of ours) checks.content.push([src, await checkOwnUpload(storage, userId, src)]);
  return checks;
}

/**
 * Step two: the image columns to write, and the rich text's images judged. A new file must be one of
 * the caller's own uploads; a file already on the event (`current`, read under its lock; null for a new
 * event) may be sent back unchanged, so a co-admin saving the form keeps the organiser's cover and the
 * pictures in the description. One 422 names every refused field.
 */
export function eventFileColumns(storage: Storage, input: EventPatch, checks: FileChecks, current: StoredFiles | null): EventColumns {
  const out: EventColumns = {};
  const bad: { field: string; message: MessageKey }[] = [];
  for (const field of FILE_FIELDS) {
    const value = input[field];
    if (value === null) out[field] = null;
    if (typeof value !== "string") continue;
    // A value step one never saw is refused: fail closed.
    const result = acceptUpload(storage, value, current?.[field] ?? null, checks.fields[field] ?? { refusal: "invalid" });
    if (result.refusal) bad.push({ field, message: REFUSALS[result.refusal] });
    else out[field] = result.url;
  }
  const stored = current?.richContent ? imageSources(current.richContent) : [];
  // One detail for the field, however many of its images are refused: the first says what to fix.
  const refused = checks.content.map(([src, check]) => acceptUpload(storage, src, stored, check)).find((r) => r.refusal);
  if (refused?.refusal) bad.push({ field: "richContent", message: CONTENT_REFUSALS[refused.refusal] });
  if (bad.length) throw fieldsError(bad);
  return out;
}
