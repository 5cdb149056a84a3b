import { RotateCw, X } from "lucide-react";
import { useTranslation } from "@/lib/i18n.ts";
import type { PendingUpload } from "../hooks/use-image-uploader.ts";

const tile = "relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-100";
const cornerButton =
  "absolute top-1 right-1 inline-flex size-6 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 [&_svg]:size-3.5";

/** A stored image, with its remove button. */
export function StoredTile({ url, index, disabled, onRemove }: { url: string; index: number; disabled: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li className={tile}>
      <img src={url} alt={t("uploader.image", { index: index + 1 })} className="size-full object-cover" loading="lazy" />
      {disabled ? null : (
        <button type="button" className={cornerButton} aria-label={t("uploader.remove")} onClick={onRemove}>
          <X aria-hidden />
        </button>
      )}
    </li>
  );
}

/** A file on its way: local preview, progress bar, and on failure the reason with retry. */
export function PendingTile({ item, onRetry, onDismiss }: { item: PendingUpload; onRetry: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  const percent = Math.round(item.progress * 100);
  return (
    <li className={tile} aria-busy={item.status === "uploading"}>
      {item.previewUrl ? <img src={item.previewUrl} alt="" className="size-full object-cover opacity-60" /> : null}
      {item.status === "uploading" ? (
        <div className="absolute inset-x-1 bottom-1">
          <div
            role="progressbar"
            aria-label={t("uploader.uploading", { name: item.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-white/70"
          >
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-red-50/90 p-1 text-center text-xs text-red-700">
          <span className="line-clamp-3">{item.error}</span>
          <button type="button" onClick={onRetry} className="inline-flex items-center gap-1 font-medium underline [&_svg]:size-3">
            <RotateCw aria-hidden />
            {t("uploader.retry")}
          </button>
        </div>
      )}
      <button
        type="button"
        className={cornerButton}
        aria-label={item.status === "uploading" ? t("uploader.cancel") : t("uploader.remove")}
        onClick={onDismiss}
      >
        <X aria-hidden />
      </button>
    </li>
  );
}
