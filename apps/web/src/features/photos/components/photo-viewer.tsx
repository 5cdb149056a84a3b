import type { Locale, EventPhoto } from "@commons/domain";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Trash2 from "lucide-react/icons/trash-2";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { formatRelativeTime } from "@/lib/format.ts";

interface PhotoViewerProps {
  photos: readonly EventPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  locale: Locale;
  /** Removes a photo; only offered on photos the viewer may delete. */
  onDelete?: (photo: EventPhoto) => Promise<unknown>;
}

/** The enlarged view: one photo at a time, arrows (and the arrow keys) to move, Esc or × to close. */
export function PhotoViewer({ photos, index, onIndexChange, locale, onDelete }: PhotoViewerProps) {
  const { t } = useTranslation();
  const photo = index === null ? undefined : photos[index];
  const total = photos.length;
  const go = (step: number) => {
    if (index !== null && total > 0) onIndexChange((index + step + total) % total);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") go(-1);
    if (event.key === "ArrowRight") go(1);
  };
  return (
    <Dialog open={photo !== undefined} onOpenChange={(open) => (open ? undefined : onIndexChange(null))}>
      {photo && index !== null ? (
        <DialogContent
          title={t("photos.viewer.title", { index: index + 1, total })}
          closeLabel={t("photos.viewer.close")}
          className="sm:max-w-4xl"
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
        >
          <div className="relative flex items-center justify-center overflow-hidden rounded-xl bg-slate-950">
            <img
              src={photo.imageUrl}
              alt={t("photos.alt", { name: photo.uploader.name })}
              className="max-h-[65dvh] w-auto max-w-full object-contain"
              data-testid="photo-viewer-image"
            />
            {total > 1 ? (
              <>
                <ArrowButton side="left" label={t("photos.viewer.previous")} onClick={() => go(-1)} />
                <ArrowButton side="right" label={t("photos.viewer.next")} onClick={() => go(1)} />
              </>
            ) : null}
          </div>
          <div className="mt-4 flex items-center justify-between gap-3">
            <div className="flex min-w-0 items-center gap-2.5">
              <Avatar name={photo.uploader.name} src={photo.uploader.image} size="sm" />
              <p className="truncate text-sm text-slate-600">
                {t("photos.viewer.by", { name: photo.uploader.name, time: formatRelativeTime(photo.createdAt, locale) })}
              </p>
            </div>
            {photo.canDelete && onDelete ? (
              <DeleteButton key={photo.id} onConfirm={async () => {
                await onDelete(photo);
                // Stay in the album: show the photo that moved into this place, or close when none is left.
                onIndexChange(total <= 1 ? null : Math.min(index, total - 2));
              }} />
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ArrowButton({ side, label, onClick }: { side: "left" | "right"; label: string; onClick: () => void }) {
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side === "left" ? "left-2" : "right-2"} flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-500`}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}

/** Two steps, so a stray tap never removes someone's photo. */
function DeleteButton({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const { t } = useTranslation();
  const [armed, setArmed] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant={armed ? "danger" : "ghost"}
      size="sm"
      loading={busy}
      onClick={() => {
        if (!armed) {
          setArmed(true);
          return;
        }
        setBusy(true);
        onConfirm().catch(() => undefined).finally(() => {
          setBusy(false);
          setArmed(false);
        });
      }}
    >
      <Trash2 aria-hidden />
      {armed ? t("photos.deleteConfirm") : t("photos.delete")}
    </Button>
  );
}
