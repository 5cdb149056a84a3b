import type { AwardLevel } from "../hackathons/hackathon-constants.ts";
import { AWARD_STARS, CERTIFICATE_FOOTER_ID_LENGTH, CERTIFICATE_NUMBER_LENGTH, CERTIFICATE_SCORE_MAX } from "./certificate-constants.ts";

// docs/product/certificates.md#number: pure rules the server, the page and the renderer share.

/** The public certificate number: the id's last 12 characters, upper-cased, with dashes dropped. */
export function certificateNumber(id: string): string {
  return id.replaceAll("-", "").slice(-CERTIFICATE_NUMBER_LENGTH).toUpperCase();
}

/** The footer's short id: the id's last 8 characters, upper-cased. */
export function certificateFooterId(id: string): string {
  return id.replaceAll("-", "").slice(-CERTIFICATE_FOOTER_ID_LENGTH).toUpperCase();
}

/** A well-formed number (what the verification route accepts before it asks the database). */
export const CERTIFICATE_NUMBER_PATTERN = new RegExp(`^[0-9A-F]{${CERTIFICATE_NUMBER_LENGTH}}$`);

export function awardStars(level: AwardLevel): number {
  return AWARD_STARS[level];
}

/** "8.5 / 10.0" style: one decimal, clamped to 0–10; null when the certificate carries no score. */
export function formatCertificateScore(score: number | null): string | null {
  if (score === null || !Number.isFinite(score)) return null;
  return Math.min(CERTIFICATE_SCORE_MAX, Math.max(0, score)).toFixed(1);
}

/** The verification page's path in a locale; the QR code on every certificate points to its absolute form. */
export function certificateVerifyPath(locale: string, number: string): string {
  return `/${locale}/certificates/${number}`;
}
