// The QR encoder is loaded on first use: it is only needed once the share dialog is open.
const loadQr = () => import("qrcode");

/** A PNG data URL of `text` as a QR code, `size` pixels square, with a one-module quiet zone. */
export async function qrDataUrl(text: string, size: number): Promise<string> {
  const QRCode = await loadQr();
  return QRCode.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: "M", type: "image/png" });
}
