import { SHARE_QR_DISPLAY_MAX, SHARE_QR_DOWNLOAD_SIZE } from "@commons/domain";
import Download from "lucide-react/icons/download";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { downloadFile, safeFileName } from "@/lib/download-file.ts";
import { qrDataUrl } from "../lib/qr.ts";

/**
 * docs/product/engagement.md#share-dialog: shown at up to 200 px (drawn
 * at twice that for sharp phone screens); downloaded as 300×300 PNG.
 */
export function ShareQr({ link, title }: { link: string; title: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  // Drawn at twice the shown size so it stays sharp on high-density screens.
  const qr = useQuery({
    queryKey: ["share", "qr", link, SHARE_QR_DISPLAY_MAX * 2] as const,
    queryFn: () => qrDataUrl(link, SHARE_QR_DISPLAY_MAX * 2),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });
  const src = qr.data ?? null;
  const failed = qr.isError;

  const download = async () => {
    try {
      downloadFile(await qrDataUrl(link, SHARE_QR_DOWNLOAD_SIZE), safeFileName(`${title}-qr`, "png"));
    } catch {
      toast.error(t("share.posterQrFailed"));
    }
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="flex size-40 items-center justify-center rounded-xl bg-white sm:size-[200px]" style={{ maxWidth: SHARE_QR_DISPLAY_MAX }}>
        {src ? (
          <img src={src} alt={t("share.qrAlt")} data-link={link} className="size-full" width={SHARE_QR_DISPLAY_MAX} height={SHARE_QR_DISPLAY_MAX} />
        ) : failed ? (
          <p className="text-center text-xs text-slate-500">{t("share.posterQrFailed")}</p>
        ) : (
          <div className="size-full animate-pulse rounded-xl bg-slate-100" />
        )}
      </div>
      <button
        type="button"
        disabled={!src}
        onClick={() => void download()}
        className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60 [&_svg]:size-4"
      >
        <Download aria-hidden />
        {t("share.downloadQr")}
      </button>
    </div>
  );
}
