import { normaliseContentType, typeFromFileName, type UploadPurpose } from "@commons/domain";
import { tShared } from "@/lib/i18n.ts";
import { directUpload } from "../api/direct-upload.ts";
import { putFile } from "../api/put-file.ts";
import { getSignedUploadUrl } from "../api/signed-upload-url.ts";

/** An upload that failed for good, with the text to show. */
export class UploadFailedError extends Error {
  override readonly name = "UploadFailedError";
}

export interface UploadImageOptions {
  purpose: UploadPurpose;
  path?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Answers the server gives about the file or the person, not the transport: the direct upload would get
 * the same answer, so its own message is shown at once (what was wrong with the file, or "sign in").
 */
function isFinalRefusal(error: unknown): error is Error & { status: number } {
  const status = (error as { status?: unknown })?.status;
  return typeof status === "number" && [401, 403, 413, 422, 429].includes(status) && !(status === 403 && isLinkStep(error));
}

/** A 403 on the PUT means the link itself was refused (expired, tampered): the direct upload still may work. */
function isLinkStep(error: unknown): boolean {
  return (error as { name?: string })?.name === "UploadStepError";
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error as { name?: string })?.name === "AbortError";
}

/**
 * docs/product/accounts-and-profile.md#upload-flow: get a signed link and PUT the file to
 * it; if either step fails, fall back to the direct upload; if that fails too, report
 * 'failed to get upload link' or 'file upload failed'. Resolves with the stored image's URL.
 */
export async function uploadImage(file: File, options: UploadImageOptions): Promise<string> {
  const { purpose, path, onProgress, signal } = options;
  const contentType = normaliseContentType(file.type || typeFromFileName(file.name));
  let failedAt: "link" | "put" = "link";
  try {
    const link = await getSignedUploadUrl({ purpose, path, contentType, size: file.size }, signal);
    failedAt = "put";
    return await putFile(link.signedUrl, file, link.contentType, onProgress, signal);
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    if (isFinalRefusal(error)) throw new UploadFailedError(error.message || tShared("uploads.uploadFailed"));
  }
  onProgress?.(0);
  try {
    return await directUpload({ file, purpose, path, contentType }, onProgress, signal);
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    if (isFinalRefusal(error) && error.message) throw new UploadFailedError(error.message);
    throw new UploadFailedError(tShared(failedAt === "link" ? "uploads.linkFailed" : "uploads.uploadFailed"));
  }
}
