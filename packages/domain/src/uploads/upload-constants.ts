// docs/product/accounts-and-profile.md#upload-limits: image upload
// limits. The web pre-checks with these, the server enforces them.

/** At most 5 MB per image. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** At most 10 images per uploader by default… */
export const UPLOAD_MAX_FILES = 10;
/** …and 20 for event photos. */
export const EVENT_PHOTOS_MAX_FILES = 20;

/** jpeg, jpg, png, webp. `image/jpg` is not a registered type but some clients send it. */
export const UPLOAD_ALLOWED_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type UploadImageType = (typeof UPLOAD_ALLOWED_TYPES)[number];
export const UPLOAD_ALLOWED_EXTENSIONS = ["jpeg", "jpg", "png", "webp"] as const;
/** The `accept` attribute of a file input: types and extensions, as browsers match either. */
export const UPLOAD_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";
/** The extension a stored image gets: re-encoding keeps the format, so the type decides it. */
export const UPLOAD_EXTENSION_BY_TYPE: Record<UploadImageType, "jpg" | "png" | "webp"> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * Ours (the spec is silent): every stored image is scaled to fit inside this square, which keeps
 * phone photos sharp on any screen while bounding storage and decode cost.
 */
export const UPLOAD_MAX_DIMENSION = 4096;
/** Ours: a decompression bomb (tiny file, huge canvas) is refused before it is decoded. */
export const UPLOAD_MAX_INPUT_PIXELS = 64_000_000;

/** Ours: a signed upload link is valid for 10 minutes, enough for a slow phone connection. */
export const UPLOAD_SIGNED_URL_TTL_SECONDS = 10 * 60;

/**
 * Ours: what one person may store, counted by the server (the widget's UPLOAD_MAX_FILES is only a hint):
 * images per hour and per day (429 with Retry-After), and bytes kept in all (422).
 * docs/product/accounts-and-profile.md#upload-limits
 */
export const UPLOAD_QUOTA = { perHour: 30, perDay: 100, totalMegabytes: 200 } as const;

/**
 * Ours: an uploaded image that nothing points at a day after it was stored is deleted (and stops counting
 * against its owner's bytes). The sweep looks every hour, a bounded batch at a time.
 * docs/product/accounts-and-profile.md#upload-limits
 */
export const ORPHAN_FILE_SWEEP = { graceHours: 24, everyMinutes: 60, batch: 200 } as const;

/** Ours: uploads per user per minute (signing, direct upload and moderation share the budget). */
export const UPLOAD_RATE_LIMIT = { limit: 60, windowSeconds: 60 } as const;

/**
 * Storage folders. A client's bucket/path is only a hint mapped onto these (design rule 8); anything
 * unknown lands in `misc`.
 */
export const UPLOAD_PURPOSES = ["avatars", "event-covers", "event-photos", "misc"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** moderate-image's mode, default 'content' (docs/product/accounts-and-profile.md#moderation). */
export const MODERATION_MODES = ["content"] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];
