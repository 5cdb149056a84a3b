import type { uploadsZh } from "./uploads.zh.ts";

export const uploadsEn: Record<keyof typeof uploadsZh, string> = {
  "uploader.label": "Upload images",
  "uploader.dropHint": "Drop images here, paste, or click to choose",
  "uploader.limits": "JPG, PNG or WebP, up to {max} MB each",
  "uploader.count": "{count}/{max}",
  "uploader.remove": "Remove image",
  "uploader.cancel": "Cancel upload",
  "uploader.retry": "Retry",
  "uploader.uploading": "Uploading {name}",
  "uploader.image": "Image {index}",
  "uploader.replaceHint": "Drop, paste or choose a new image to replace it",
  "uploader.full": "Upload limit reached",
};
