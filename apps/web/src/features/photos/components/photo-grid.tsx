import { useTranslation } from "@/lib/i18n.ts";
import type { EventPhoto } from "@commons/domain";

/**
 * Ours: the section shows this many tiles (three rows on phones, three on desktop); the rest are a tap
 * away in the viewer, which the last tile opens with a "+N".
 */
export const PHOTO_GRID_PREVIEW = 12;

interface PhotoGridProps {
  photos: readonly EventPhoto[];
  /** All photos, so "+N" also counts those the list did not include. */
  total: number;
  onOpen: (index: number) => void;
}

/** Square tiles in a responsive grid; each opens the enlarged view. */
export function PhotoGrid({ photos, total, onOpen }: PhotoGridProps) {
  const { t } = useTranslation();
  const shown = photos.slice(0, PHOTO_GRID_PREVIEW);
  const hidden = Math.max(0, total - shown.length);
  return (
    <ul className="grid grid-cols-3 gap-1.5 sm:grid-cols-4 sm:gap-2" data-testid="photo-grid">
      {shown.map((photo, index) => {
        const more = index === shown.length - 1 && hidden > 0 ? hidden : 0;
        return (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => onOpen(index)}
              aria-label={t("photos.open", { name: photo.uploader.name })}
              className="group relative block aspect-square w-full overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:rounded-xl"
            >
              <img
                src={photo.imageUrl}
                alt={t("photos.alt", { name: photo.uploader.name })}
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
              {more ? (
                <span className="absolute inset-0 flex items-center justify-center bg-slate-950/55 text-lg font-semibold text-white">
                  {t("common.plusN", { n: more })}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
