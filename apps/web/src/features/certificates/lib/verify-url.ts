import { certificateVerifyPath, type Locale } from "@commons/domain";

/**
 * The verification page's absolute address (docs/product/certificate-pages.md#verification): what the QR code
 * carries and what "copy link" and "share" hand on. Drawn in the browser only; the server's HTML leaves the QR
 * slot empty until the page hydrates.
 */
export function certificateVerifyUrl(locale: Locale, number: string): string {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return `${origin}${certificateVerifyPath(locale, number)}`;
}
