// The card's QR code points to the person's profile page, absolute, without a locale: the bare path sends the
// reader to the page in their own language (docs/product/people.md#digital-cards).

const QR_SIZE = 360;
const cache = new Map<string, Promise<string>>();

export function profileUrlOf(profilePath: string, origin: string = window.location.origin): string {
  return `${origin}${profilePath}`;
}

/** A PNG data URL (so the export draws it like any image), made once per URL. */
export function qrDataUrlOf(url: string): Promise<string> {
  let made = cache.get(url);
  if (!made) {
    made = import("qrcode").then((module) => {
      // The CommonJS build arrives as `default` from some bundlers and as the namespace from others.
      const encoder = ((module as unknown as { default?: typeof module }).default ?? module) as typeof module;
      return encoder.toDataURL(url, { width: QR_SIZE, margin: 1, errorCorrectionLevel: "M", color: { dark: "#0f172a", light: "#ffffff" } });
    });
    made.catch(() => cache.delete(url));
    cache.set(url, made);
  }
  return made;
}
