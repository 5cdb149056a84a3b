import type { DigitalCard } from "@commons/domain";
import Archive from "lucide-react/icons/archive";
import GalleryHorizontal from "lucide-react/icons/gallery-horizontal";
import LayoutGrid from "lucide-react/icons/layout-grid";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent } from "@/components/ui/dialog.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { cn } from "@/lib/utils.ts";
import { useEventCards } from "../api/get-event-cards.ts";
import { useCardExport } from "../hooks/use-card-export.tsx";
import { CardGrid } from "./card-grid.tsx";
import { CardSlides } from "./card-slides.tsx";

export interface CardGalleryDialogProps {
  eventId: string;
  eventTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Mode = "grid" | "slides";

/**
 * docs/product/people.md#digital-cards: the card gallery. A grid of every card, and a slide mode (one card
 * large; buttons, arrow keys, swipe); download the card shown, or all of them as a zip.
 */
export function CardGalleryDialog({ eventId, eventTitle, open, onOpenChange }: CardGalleryDialogProps) {
  const { t } = useTranslation();
  const { data } = useEventCards(eventId, open);
  const cards: readonly DigitalCard[] = data?.cards ?? [];
  const [mode, setMode] = useState<Mode>("grid");
  const [index, setIndex] = useState(0);
  const exporter = useCardExport(eventTitle);
  const slideRef = useRef<HTMLDivElement>(null);
  const gridFocusRef = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  // A card leaving (its owner hid it) must not leave the slides pointing past the end.
  const current = Math.min(index, Math.max(0, cards.length - 1));

  useEffect(() => {
    if (mode === "slides") slideRef.current?.focus();
    else if (returnFocus) gridFocusRef.current?.focus();
  }, [mode, returnFocus]);

  const openSlide = (i: number) => {
    setIndex(i);
    setMode("slides");
  };
  const showGrid = () => {
    setReturnFocus(true);
    setMode("grid");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (mode !== "slides" || cards.length < 2) return;
    if (event.key === "ArrowLeft") setIndex((current - 1 + cards.length) % cards.length);
    if (event.key === "ArrowRight") setIndex((current + 1) % cards.length);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t("cards.gallery.title", { count: data?.total ?? cards.length })}
        description={t("cards.gallery.description")}
        closeLabel={t("cards.gallery.close")}
        className="sm:max-w-4xl"
        onKeyDown={onKeyDown}
        data-testid="card-gallery"
      >
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div role="group" className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5">
            <ModeButton active={mode === "grid"} onClick={showGrid} icon={<LayoutGrid aria-hidden />} label={t("cards.gallery.grid")} />
            <ModeButton active={mode === "slides"} onClick={() => openSlide(current)} icon={<GalleryHorizontal aria-hidden />} label={t("cards.gallery.slides")} disabled={cards.length === 0} />
          </div>
          <Button variant="outline" size="sm" onClick={() => void exporter.downloadAll(cards)} loading={exporter.progress !== null} disabled={exporter.busy}>
            {exporter.progress ? null : <Archive aria-hidden />}
            {exporter.progress
              ? t("cards.download.progress", { done: exporter.progress.done + 1, total: exporter.progress.total })
              : t("cards.download.all")}
          </Button>
        </div>
        {cards.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500">{t("cards.empty")}</p>
        ) : mode === "grid" ? (
          <CardGrid cards={cards} eventTitle={eventTitle} onOpen={openSlide} focusIndex={current} focusRef={gridFocusRef} />
        ) : (
          <CardSlides
            cards={cards}
            index={current}
            eventTitle={eventTitle}
            onIndexChange={setIndex}
            onDownload={(card) => void exporter.downloadOne(card)}
            busy={exporter.busy && exporter.progress === null}
            regionRef={slideRef}
          />
        )}
        {data && data.total > cards.length ? (
          <p className="mt-4 text-center text-xs text-slate-500">{t("cards.gallery.more", { shown: cards.length, total: data.total })}</p>
        ) : null}
        {exporter.stage}
      </DialogContent>
    </Dialog>
  );
}

function ModeButton({ active, onClick, icon, label, disabled }: { active: boolean; onClick: () => void; icon: React.ReactNode; label: string; disabled?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium transition [&_svg]:size-4",
        active ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
        "disabled:opacity-50",
      )}
    >
      {icon}
      {label}
    </button>
  );
}
