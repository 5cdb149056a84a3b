import { useMutation } from "@tanstack/react-query";
import type { ModerationMode } from "@commons/domain";
import { request } from "@/lib/request.ts";

/**
 * docs/product/accounts-and-profile.md#moderation: POST /api/uploads/moderate-image. Resolves when the image passed; a
 * refusal rejects with the server's message (else 'content contains violations…'; 503: 'image safety review failed…').
 */
export function moderateImage(imageUrl: string, mode: ModerationMode = "content"): Promise<{ passed: true }> {
  return request<{ passed: true }>("/api/uploads/moderate-image", { method: "POST", body: { imageUrl, mode } });
}

export function useModerateImage() {
  return useMutation({ mutationFn: ({ imageUrl, mode }: { imageUrl: string; mode?: ModerationMode }) => moderateImage(imageUrl, mode) });
}
