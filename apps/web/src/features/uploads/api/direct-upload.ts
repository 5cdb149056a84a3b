import type { UploadPurpose } from "@commons/domain";
import { fileUrlOf, xhrUpload } from "./xhr-upload.ts";

/**
 * The fallback: POST /api/uploads/direct-upload, form fields file, bucket, path, contentType.
 * docs/product/accounts-and-profile.md#upload-flow
 */
export async function directUpload(
  input: { file: File; purpose: UploadPurpose; path?: string; contentType: string },
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.set("file", input.file);
  form.set("bucket", input.purpose);
  if (input.path) form.set("path", input.path);
  form.set("contentType", input.contentType);
  return fileUrlOf(await xhrUpload({ method: "POST", url: "/api/uploads/direct-upload", body: form, onProgress, signal }));
}
