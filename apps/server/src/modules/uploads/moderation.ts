import { fileTypeFromBuffer } from "file-type";
import { isAllowedImageType, type MessageKey, type ModerationMode, UPLOAD_MAX_BYTES } from "@commons/domain";

export interface ModerationInput {
  key: string;
  bytes: Uint8Array;
  mode: ModerationMode;
}

/**
 * The verdict of a moderation driver. `reason` is a catalog key (or, from a vendor, its own text) shown to
 * the person; without one 'content contains violations' is shown (docs/product/accounts-and-profile.md#moderation).
 */
export type ModerationVerdict = { passed: true } | { passed: false; reason?: MessageKey };

/**
 * Pluggable image moderation (docs/product/accounts-and-profile.md#moderation). A
 * vendor driver (an image-safety API) implements this; it must throw when it cannot
 * reach a verdict, which answers 'image safety review failed, try again later'.
 */
export interface ImageModerator {
  readonly name: string;
  moderate(input: ModerationInput): Promise<ModerationVerdict>;
}

/**
 * The default driver has no content classifier: it re-checks what the upload checks guarantee (a real
 * jpeg/png/webp within the size limit), so files that reached storage any other way are still refused.
 */
export const basicModerator: ImageModerator = {
  name: "basic",
  async moderate({ bytes }) {
    if (bytes.byteLength > UPLOAD_MAX_BYTES) return { passed: false, reason: "uploads.tooLarge" };
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !isAllowedImageType(detected.mime)) return { passed: false, reason: "uploads.typeNotAllowed" };
    return { passed: true };
  },
};
