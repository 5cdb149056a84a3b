import type { AwardLevel } from "../hackathons/hackathon-constants.ts";

// docs/product/certificates.md: the certificate's constants, each once.

/** Where a certificate comes from: a published hackathon award, a completed challenge, or a checked-in attendance. */
export const CERTIFICATE_SOURCES = ["AWARD", "CHALLENGE", "ATTENDANCE"] as const;
export type CertificateSource = (typeof CERTIFICATE_SOURCES)[number];

export const CERTIFICATE_STATUSES = ["VALID", "REVOKED"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** The view's three variants (docs/product/certificates.md). */
export const CERTIFICATE_VARIANTS = ["default", "compact", "detailed"] as const;
export type CertificateVariant = (typeof CERTIFICATE_VARIANTS)[number];

/** Stars per award level (docs/product/certificates.md). */
export const AWARD_STARS = {
  FIRST: 5,
  SECOND: 4,
  THIRD: 3,
  EXCELLENCE: 3,
  PARTICIPATION: 2,
  SPECIAL: 4,
} as const satisfies Record<AwardLevel, number>;
/** The most stars a certificate shows: the row always has this many, filled or not. */
export const AWARD_STARS_MAX = 5;

/** A certificate's score is out of 10 and shown with one decimal (docs/product/certificates.md). */
export const CERTIFICATE_SCORE_MAX = 10;
/** The public number is the id's last 12 characters, upper-cased; the footer shows its last 8 (docs/product/certificates.md). */
export const CERTIFICATE_NUMBER_LENGTH = 12;
export const CERTIFICATE_FOOTER_ID_LENGTH = 8;
/** Downloads are drawn at twice the view's size (docs/product/certificates.md). */
export const CERTIFICATE_RENDER_SCALE = 2;
/** The certificate's drawn size at scale 1, in CSS pixels (ours: an A4 landscape ratio). */
export const CERTIFICATE_WIDTH = 842;
export const CERTIFICATE_HEIGHT = 595;
export const CERTIFICATE_DOWNLOAD_FORMATS = ["png", "pdf"] as const;
export type CertificateDownloadFormat = (typeof CERTIFICATE_DOWNLOAD_FORMATS)[number];

/** Ours: a recipient's name on a certificate, and the one correction the recipient may make. */
export const CERTIFICATE_NAME_MAX = 60;
/** Ours: the reason an organiser gives for revoking. */
export const CERTIFICATE_REVOKE_REASON_MAX = 500;
/** Ours: the list's filter "other" counts every level below third. */
export const CERTIFICATE_TILE_LEVELS = ["FIRST", "SECOND", "THIRD"] as const satisfies readonly AwardLevel[];

/** The level a certificate of each non-award source carries: completing a challenge is excellence; attending is participation. */
export const SOURCE_AWARD_LEVEL = { CHALLENGE: "EXCELLENCE", ATTENDANCE: "PARTICIPATION" } as const satisfies Record<
  Exclude<CertificateSource, "AWARD">,
  AwardLevel
>;

/** The organisation a certificate names when its event has no community: the product's own name. */
export const CERTIFICATE_DEFAULT_ORGANIZATION = "Commons";
/** Ours: certificate writes (name correction, revoke, restore, settings) per person per minute. */
export const CERTIFICATE_WRITE_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;
/** Ours: the public awards list and the verification answer may be cached this long by browsers and proxies. */
export const CERTIFICATE_PUBLIC_MAX_AGE_SECONDS = 60;
/** Ours: downloads drawn for one person, and preview images for one address, per minute (each is a render). */
export const CERTIFICATE_DOWNLOAD_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;
export const CERTIFICATE_IMAGE_RATE_LIMIT = { limit: 60, windowSeconds: 60 } as const;
