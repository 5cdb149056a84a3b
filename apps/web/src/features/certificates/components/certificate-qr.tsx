import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import "@/i18n/parts/certificates.ts";

/** Pixels of the drawn code: sharp at the certificate's 96 px on a 3× screen, and at twice that in a download. */
const QR_PIXELS = 384;

/**
 * A real QR code of the verification URL (docs/product/certificate-pages.md#verification). The encoder is
 * imported when a certificate is first shown, so it never weighs on the event page's first download; the
 * server's HTML draws the empty frame and the browser fills it.
 */
export function CertificateQr({ url, className }: { url: string; className?: string }) {
  const { t } = useTranslation("ui");
  const [state, setState] = useState<{ url: string; src: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((module) => {
        // The CommonJS build arrives as `default` from some bundlers and as the namespace from others.
        const encoder = ((module as unknown as { default?: typeof module }).default ?? module) as typeof module;
        return encoder.toDataURL(url, { width: QR_PIXELS, margin: 1, errorCorrectionLevel: "M", color: { dark: "#1e293b", light: "#ffffff" } });
      })
      .then((src) => live && setState({ url, src, failed: false }))
      .catch(() => live && setState({ url, src: null, failed: true }));
    return () => {
      live = false;
    };
  }, [url]);
  const current = state?.url === url ? state : null;
  return (
    <div className={cn("flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-white p-1 ring-1 ring-slate-200", className)}>
      {current?.src ? (
        <img src={current.src} alt={t("certificates.doc.qr", { url })} data-verify-url={url} className="size-full" width={QR_PIXELS} height={QR_PIXELS} />
      ) : current?.failed ? (
        <p className="p-1 text-center text-[10px] leading-tight text-slate-600">{t("certificates.doc.qrFailed")}</p>
      ) : (
        <div className="size-full animate-pulse rounded bg-slate-100" aria-hidden />
      )}
    </div>
  );
}
