import type { SignedUpload, UploadPurpose } from "@commons/domain";
import { request } from "@/lib/request.ts";

export type { SignedUpload };

/**
 * POST /api/uploads/signed-upload-url with query bucket, path, contentType (and our size).
 * docs/product/accounts-and-profile.md#upload-flow
 */
export function getSignedUploadUrl(
  input: { purpose: UploadPurpose; path?: string; contentType: string; size: number },
  signal?: AbortSignal,
): Promise<SignedUpload> {
  return request<SignedUpload>("/api/uploads/signed-upload-url", {
    method: "POST",
    query: { bucket: input.purpose, path: input.path, contentType: input.contentType, size: input.size },
    signal,
  });
}
