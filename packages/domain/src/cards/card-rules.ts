import { z } from "zod";

// docs/product/people.md#digital-cards: a participant's digital business card, its export and its consent.

/** The spec's export size (§9): 600×800 CSS pixels, aspect 3:4. */
export const CARD_EXPORT_WIDTH = 600;
export const CARD_EXPORT_HEIGHT = 800;
/** The spec's JPEG quality for an exported card (§9). */
export const CARD_EXPORT_QUALITY = 0.85;
/** The spec's pixel ratio for an exported card (§9): the image is 900×1200 device pixels. */
export const CARD_EXPORT_PIXEL_RATIO = 1.5;
/** The spec's wait for a card's images before it is drawn (§9), at most. */
export const CARD_IMAGE_WAIT_MS = 5000;
/** Then the card settles this long before it is drawn (§9). */
export const CARD_SETTLE_MS = 500;
/** The spec's time limit on drawing one card (§8): after it the download fails with its message. */
export const CARD_RENDER_TIMEOUT_MS = 10_000;

/**
 * Ours: GET /api/events/{id}/cards answers the first this many cards (by registration time) and the
 * total. A card is about half a kilobyte, so even a full answer stays small, and an event with more
 * consenting participants than this is far beyond what one gallery or one zip serves well.
 */
export const CARDS_LIST_LIMIT = 300;

/** Ours: consent changes per user per minute; a person flips the switch a few times at most. */
export const CARD_CONSENT_RATE_LIMIT = { limit: 20, windowSeconds: 60 } as const;

/** PATCH /api/events/{id}/my-registration/card-consent. */
export const cardConsentSchema = z.strictObject({
  allowDigitalCardDisplay: z.boolean(),
});
export type CardConsentRequest = z.infer<typeof cardConsentSchema>;

/** The path of a person's profile page, which a card's QR code points to (§2: /u/{username or id}). */
export function profilePathOf(user: { id: string; username: string | null }): string {
  return `/u/${encodeURIComponent(user.username || user.id)}`;
}
