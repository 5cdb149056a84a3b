import { CHALLENGE_FEED_IMAGES_SHOWN } from "@commons/domain";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import "@/i18n/parts/challenge-feed.ts";

interface CheckInImagesProps {
  imageUrls: string[];
  authorName: string;
}

/**
 * docs/product/challenges.md#feed: up to 4 images, the fourth carrying "+N" for the rest; any of them opens the
 * lightbox, which pages through all of them (arrow keys too) and gives the focus back to the image on close.
 */
export function CheckInImages({ imageUrls, authorName }: CheckInImagesProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (imageUrls.length === 0) return null;
  const shown = imageUrls.slice(0, CHALLENGE_FEED_IMAGES_SHOWN);
  const hidden = imageUrls.length - shown.length;
  const total = imageUrls.length;
  const step = (delta: number) => setOpen((index) => (index === null ? index : (index + delta + total) % total));

  return (
    <>
      <ul aria-label={t("challengeFeed.images.label")} className={cn("grid gap-1.5 overflow-hidden rounded-xl", shown.length === 1 ? "grid-cols-1" : "grid-cols-2")}>
        {shown.map((url, index) => {
          const more = index === shown.length - 1 && hidden > 0;
          return (
            <li key={`${url}-${index}`} className={cn(shown.length === 3 && index === 0 && "row-span-2")}>
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="relative block size-full overflow-hidden bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                aria-label={t("challengeFeed.images.open", { index: index + 1, total })}
              >
                <img
                  src={url}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className={cn("size-full object-cover", shown.length === 1 ? "max-h-80" : "aspect-[4/3]")}
                />
                {more ? (
                  <span className="absolute inset-0 flex items-center justify-center bg-slate-950/55 text-2xl font-semibold text-white" data-testid="images-more">
                    <span aria-hidden>+{hidden}</span>
                    <span className="sr-only">{t("challengeFeed.images.more", { count: hidden })}</span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        {open !== null ? (
          <DialogContent
            title={t("challengeFeed.images.dialog", { name: authorName })}
            description={t("challengeFeed.images.position", { index: open + 1, total })}
            closeLabel={t("challengeFeed.images.close")}
            className="sm:max-w-3xl"
            onKeyDown={(event) => {
              if (event.key === "ArrowLeft") step(-1);
              if (event.key === "ArrowRight") step(1);
            }}
          >
            <img src={imageUrls[open]} alt={t("challengeFeed.images.position", { index: open + 1, total })} className="max-h-[70dvh] w-full rounded-xl bg-slate-100 object-contain" />
            {total > 1 ? (
              <div className="mt-4 flex justify-between">
                <button type="button" onClick={() => step(-1)} className={NAV} aria-label={t("challengeFeed.images.previous")}>
                  <ChevronLeft className="size-5" aria-hidden />
                </button>
                <button type="button" onClick={() => step(1)} className={NAV} aria-label={t("challengeFeed.images.next")}>
                  <ChevronRight className="size-5" aria-hidden />
                </button>
              </div>
            ) : null}
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

const NAV =
  "inline-flex size-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500";
