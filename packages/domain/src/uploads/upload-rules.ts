import { z } from "zod";
import type { MessageKey } from "../i18n/messages.zh.ts";
import {
  MODERATION_MODES,
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_PURPOSES,
  type UploadImageType,
  type UploadPurpose,
} from "./upload-constants.ts";

/** Lower-cases and drops parameters (`image/JPEG; q=1` → `image/jpeg`); `image/jpg` becomes `image/jpeg`. */
export function normaliseContentType(value: string | null | undefined): string {
  const bare = (value ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return bare === "image/jpg" || bare === "image/pjpeg" ? "image/jpeg" : bare;
}

export function isAllowedImageType(value: string | null | undefined): value is UploadImageType {
  return (UPLOAD_ALLOWED_TYPES as readonly string[]).includes(normaliseContentType(value));
}

/** SVG is refused by name: it is a document that can carry script, not a picture. */
export function isSvg(type: string | null | undefined, fileName?: string): boolean {
  return normaliseContentType(type).startsWith("image/svg") || /\.svgz?$/i.test(fileName ?? "");
}

/**
 * The checks a browser can make before sending (type by name and declared type, size), with the
 * message to show. The server repeats them and looks at the bytes, which a browser cannot be trusted to.
 */
export function precheckUpload(file: { type: string; size: number; name?: string }): MessageKey | null {
  if (isSvg(file.type, file.name)) return "uploads.svgNotAllowed";
  const type = file.type ? normaliseContentType(file.type) : typeFromFileName(file.name);
  if (!isAllowedImageType(type)) return "uploads.typeNotAllowed";
  if (file.size > UPLOAD_MAX_BYTES) return "uploads.tooLarge";
  if (file.size <= 0) return "uploads.fileMissing";
  return null;
}

/** Browsers sometimes leave `File.type` empty; the extension is then the only hint. */
export function typeFromFileName(name: string | undefined): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name ?? "")?.[1]?.toLowerCase();
  if (ext === "jpg" || ext === "jpeg") return "image/jpeg";
  if (ext === "png") return "image/png";
  if (ext === "webp") return "image/webp";
  return "";
}

/** Maps the client's bucket/path hint onto a storage folder; the hint never becomes part of a path. */
export function uploadPurposeFromHint(bucket?: string | null, path?: string | null): UploadPurpose {
  const hint = `${bucket ?? ""}/${path ?? ""}`.toLowerCase();
  const exact = UPLOAD_PURPOSES.find((p) => hint.split("/").includes(p));
  if (exact) return exact;
  if (/avatar|profile/.test(hint)) return "avatars";
  if (/photo|gallery|album/.test(hint)) return "event-photos";
  if (/cover|banner|event|success|pending/.test(hint)) return "event-covers";
  return "misc";
}

/** Megabytes for messages ("5 MB"), from the byte limit so the text never disagrees with the rule. */
export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

const hint = z.string().trim().max(200).optional();

/**
 * signed-upload-url's query (or JSON) fields (docs/product/accounts-and-profile.md#upload-flow).
 * `size` lets the server bind a tighter limit.
 */
export const signedUploadRequestSchema = z.object({
  bucket: hint,
  path: hint,
  contentType: z.string().trim().min(1).max(100),
  // The 5 MB cap is checked by the service, so the message can say "5 MB" rather than a byte count.
  size: z.coerce.number().int().min(1).optional(),
});
export type SignedUploadRequest = z.infer<typeof signedUploadRequestSchema>;

/** moderate-image's body (docs/product/accounts-and-profile.md#moderation). */
export const moderateImageRequestSchema = z.object({
  imageUrl: z.string().trim().min(1).max(2000),
  mode: z.enum(MODERATION_MODES).default("content"),
});
export type ModerateImageRequest = z.infer<typeof moderateImageRequestSchema>;
