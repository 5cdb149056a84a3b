import type { MessageKey } from "@commons/domain";
import type { Env } from "../../env.ts";
import { fieldError } from "../../lib/errors.ts";
import { ownUploadOrCurrent, pointsAtOurFiles, type UploadRefusal } from "../uploads/own-upload.ts";
import type { Storage } from "../uploads/storage.ts";

export type ProfileFiles = { storage: Storage; env: Pick<Env, "publicUrl" | "S3_PUBLIC_URL"> };

const REFUSALS: Record<UploadRefusal, MessageKey> = {
  invalid: "validation.url.invalid",
  notYours: "validation.image.notYours",
  missing: "validation.image.missing",
};

/**
 * The profile photo is a link, and may point at another site (the form takes any http(s) URL; the
 * server never fetches it). A link into our own file storage is a claim on an upload, though, so it
 * must be one of the person's own stored uploads (design rule 8), unless it is the photo already set.
 */
export async function profileImageFor({ storage, env }: ProfileFiles, userId: string, current: string | null, value: string): Promise<string> {
  if (!pointsAtOurFiles(storage, env, value)) return value;
  const result = await ownUploadOrCurrent(storage, userId, value, current);
  if (result.refusal) throw fieldError("image", REFUSALS[result.refusal]);
  return result.url;
}
