import type { Locale, EventPhoto } from "@commons/domain";
import Images from "lucide-react/icons/images";
import RotateCw from "lucide-react/icons/rotate-cw";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-error.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useDeleteEventPhoto } from "../api/delete-event-photo.ts";
import { useEventPhotos } from "../api/get-event-photos.ts";
import { usePhotoUploads } from "../hooks/use-photo-uploads.ts";
import { PhotoGrid } from "./photo-grid.tsx";
import { PhotoViewer } from "./photo-viewer.tsx";

/** What the page's uploader receives: the shape of the uploads feature's ImageUploader. */
export interface PhotoUploaderProps {
  value: string[];
  onChange: (urls: string[]) => void;
  maxFiles: number;
  label: string;
}

interface PhotoSectionProps {
  eventId: string;
  locale: Locale;
  /**
   * The page passes the uploader in (features do not import each other). It is shown only to people
   * the server allows to upload (docs/product/event-page.md#photos).
   */
  renderUploader: (props: PhotoUploaderProps) => ReactNode;
}

/**
 * The photo section (docs/product/event-page.md#photos): the event's
 * photos, an enlarged view, and the upload for those allowed.
 */
export function PhotoSection({ eventId, locale, renderUploader }: PhotoSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending, isError, refetch } = useEventPhotos(eventId);
  const uploads = usePhotoUploads(eventId);
  const remove = useDeleteEventPhoto(eventId);
  const [open, setOpen] = useState<number | null>(null);

  const onDelete = async (photo: EventPhoto) => {
    try {
      await remove.mutateAsync(photo.id);
      toast.success(tShared("photos.deleted"));
    } catch (error) {
      toast.error(tShared("photos.deleteFailed", { error: errorMessage(error, tShared("errorPanel.generic")) }));
      throw error;
    }
  };

  return (
    <section id="photos" aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-4" data-testid="photo-section">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <h2 id={headingId} className="text-[13px] font-semibold tracking-wide text-slate-500 uppercase">
          {t("photos.title")}
        </h2>
        {data && data.total > 0 ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">{t("photos.count", { count: data.total })}</span>
        ) : null}
      </div>
      {isPending ? (
        <div className="grid grid-cols-3 gap-1.5 sm:grid-cols-4 sm:gap-2" aria-busy>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="aspect-square rounded-lg sm:rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
          {t("photos.loadFailed")}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            <RotateCw aria-hidden />
            {t("photos.retry")}
          </Button>
        </div>
      ) : (
        <>
          {data.photos.length > 0 ? (
            <PhotoGrid photos={data.photos} total={data.total} onOpen={setOpen} />
          ) : (
            <EmptyState
              icon={<Images aria-hidden />}
              title={t("photos.empty.title")}
              description={t(data.canUpload ? "photos.empty.uploader" : "photos.empty.visitor")}
              className="py-8"
            />
          )}
          {data.total > data.photos.length ? (
            <p className="text-xs text-slate-500">{t("photos.showingLatest", { shown: data.photos.length, total: data.total })}</p>
          ) : null}
          {data.canUpload ? (
            <div className="flex flex-col gap-2" data-testid="photo-upload">
              <p className="text-xs text-slate-500">
                {data.remaining > 0
                  ? t("photos.upload.remaining", { count: data.remaining, max: data.maxPerUploader })
                  : t("photos.upload.full", { max: data.maxPerUploader })}
              </p>
              {renderUploader({ value: uploads.value, onChange: uploads.onChange, maxFiles: data.remaining, label: t("photos.upload.label") })}
            </div>
          ) : null}
          <PhotoViewer photos={data.photos} index={open} onIndexChange={setOpen} locale={locale} onDelete={onDelete} />
        </>
      )}
    </section>
  );
}
