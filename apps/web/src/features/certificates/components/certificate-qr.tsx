import { useQrDataUrl } from "@/lib/use-qr-data-url.ts";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import "@/i18n/parts/certificates.ts";

/** Pixels of the drawn code: sharp at the certificate's 96 px on a 3× screen. */
const QR_PIXELS = 384;

/**
 * A real QR code of the verification URL (docs/product/certificate-pages.md#verification). The encoder is
 * imported when a certificate is first shown, so it never weighs on the event page's first download; the
 * server's HTML draws the empty frame and the browser fills it.
 */
export function CertificateQr({ url, className }: { url: string; className?: string }) {
  const { t } = useTranslation("ui");
  const { dataUrl, failed } = useQrDataUrl(url, QR_PIXELS);
  return (
    <div className={cn("flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-white p-1 ring-1 ring-slate-200", className)}>
      {dataUrl ? (
        <img src={dataUrl} alt={t("certificates.doc.qr", { url })} data-verify-url={url} className="size-full" width={QR_PIXELS} height={QR_PIXELS} />
      ) : failed ? (
        <p className="p-1 text-center text-[10px] leading-tight text-slate-600">{t("certificates.doc.qrFailed")}</p>
      ) : (
        <div className="size-full animate-pulse rounded bg-slate-100" aria-hidden />
      )}
    </div>
  );
}
