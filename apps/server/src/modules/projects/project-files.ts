import type { MessageKey } from "@commons/domain";
import { AppError } from "../../lib/errors.ts";
import { acceptUpload, checkOwnUpload, type UploadRefusal } from "../uploads/own-upload.ts";
import type { Storage } from "../uploads/storage.ts";

const REFUSALS: Record<UploadRefusal, MessageKey> = {
  invalid: "projects.screenshotInvalid",
  notYours: "projects.screenshotNotYours",
  missing: "projects.screenshotMissing",
};

/**
 * Design rule 8 for a project's screenshots (docs/product/hackathons.md#projects): each must be one of the
 * caller's own stored uploads, or one already on the project (`current`, sent back by a form that saves every
 * field). Answers the canonical URLs, each once, in the order sent; one 422 names every refused screenshot.
 */
export async function screenshotUrls(storage: Storage, userId: string, sent: readonly string[] | undefined, current: readonly string[]): Promise<string[]> {
  const urls: string[] = [];
  const details: { field: string; message: MessageKey }[] = [];
  for (const [index, value] of (sent ?? []).entries()) {
    const result = acceptUpload(storage, value, current, await checkOwnUpload(storage, userId, value));
    if (result.refusal) details.push({ field: `screenshots.${index}`, message: REFUSALS[result.refusal] });
    else if (!urls.includes(result.url)) urls.push(result.url);
  }
  if (details.length) throw new AppError(422, "VALIDATION_ERROR", details.length === 1 ? details[0]!.message : "error.validation", {}, details);
  return urls;
}
