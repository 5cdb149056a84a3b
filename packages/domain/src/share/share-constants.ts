// The share dialog's QR and the poster (docs/product/engagement.md#share-dialog, docs/product/engagement.md#poster).
// One place for every size the web draws.

/** The poster image: 750×1334 (a phone screen at 2×), saved as JPEG at quality 0.85. */
export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1334;
export const POSTER_JPEG_QUALITY = 0.85;
/** Lines before an ellipsis: the title gets three, the short description two. */
export const POSTER_TITLE_MAX_LINES = 3;
export const POSTER_DESCRIPTION_MAX_LINES = 2;
/** The poster's QR is drawn between these sizes (px), scaled to the room left on the poster. */
export const POSTER_QR_MIN = 180;
export const POSTER_QR_MAX = 220;

/** The dialog shows the QR at up to 200 px; the download is a 300×300 PNG. */
export const SHARE_QR_DISPLAY_MAX = 200;
export const SHARE_QR_DOWNLOAD_SIZE = 300;

/** A poster QR size within the allowed range for the space available. */
export function posterQrSize(available: number): number {
  return Math.min(POSTER_QR_MAX, Math.max(POSTER_QR_MIN, Math.floor(available)));
}
