import { useEffect, useState } from "react";

/** Pixels of the generated image by default: sharp on a 3× phone screen at the ticket dialog's 240 px. */
const QR_IMAGE_SIZE = 720;

/**
 * Renders `text` as a QR image (the door ticket's, a certificate's). The encoder is imported on first use, so it
 * stays out of the event page's initial chunk (design: heavy libraries load when the dialog that needs them opens).
 */
export function useQrDataUrl(text: string | undefined, size = QR_IMAGE_SIZE): { dataUrl: string | null; failed: boolean } {
  const [state, setState] = useState<{ text?: string; dataUrl: string | null; failed: boolean }>({ dataUrl: null, failed: false });
  useEffect(() => {
    if (!text) return;
    let live = true;
    import("qrcode")
      .then((module) => {
        // The CommonJS build arrives as `default` from some bundlers and as the namespace from others.
        const encoder = ((module as unknown as { default?: typeof module }).default ?? module) as typeof module;
        return encoder.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: "M", color: { dark: "#0f172a", light: "#ffffff" } });
      })
      .then((dataUrl) => live && setState({ text, dataUrl, failed: false }))
      .catch(() => live && setState({ text, dataUrl: null, failed: true }));
    return () => {
      live = false;
    };
  }, [text, size]);
  return state.text === text ? { dataUrl: state.dataUrl, failed: state.failed } : { dataUrl: null, failed: false };
}
