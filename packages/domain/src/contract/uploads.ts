import { z } from "zod";

/** `POST /api/uploads/signed-upload-url`. */
export const signedUploadSchema = z.strictObject({
  signedUrl: z.string().meta({ description: "Our own PUT endpoint, signed for one key, type, size cap and expiry" }),
  fileUrl: z.string().meta({ description: "Where the image will be readable once the PUT succeeds" }),
  expiresAt: z.string(),
  contentType: z.string(),
  maxBytes: z.number().int(),
});
export type SignedUpload = z.infer<typeof signedUploadSchema>;

/** A stored upload (signed PUT or direct upload). */
export const storedFileSchema = z.strictObject({ fileUrl: z.string() });
export type StoredFile = z.infer<typeof storedFileSchema>;

/** `POST /api/uploads/moderate-image`. */
export const moderationPassedSchema = z.strictObject({ passed: z.literal(true) });
