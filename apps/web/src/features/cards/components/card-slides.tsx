import type { DigitalCard } from "@commons/domain";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Download from "lucide-react/icons/download";
import { type PointerEvent, type RefObject, useRef } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { ScreenCard } from "./screen-card.tsx";

/** How far a finger must travel sideways (px) before it counts as a swipe rather than a tap or a scroll. */
const SWIPE_MIN_PX = 40;

interface CardSlidesProps {
  cards: readonly DigitalCard[];
  index: number;
  eventTitle: string;
  onIndexChange: (index: number) => void;
  onDownload: (card: DigitalCard) => void;
  busy: boolean;
  /** Takes the focus when the slides open, so the arrow keys and a screen reader start here. */
  regionRef: RefObject<HTMLDivElement | null>;
}

/** One card large: buttons, the arrow keys (the dialog forwards them) and a swipe move through the cards. */
export function CardSlides({ cards, index, eventTitle, onIndexChange, onDownload, busy, regionRef }: CardSlidesProps) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; y: number } | null>(null);
  const total = cards.length;
  const card = cards[index];
  if (!card) return null;
  const go = (step: number) => onIndexChange((index + step + total) % total);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <div
        ref={regionRef}
        tabIndex={-1}
        role="group"
        aria-roledescription="slide"
        aria-label={t("cards.card.label", { name: card.name })}
        className="w-full max-w-[340px] touch-pan-y rounded-[4.7cqw] select-none focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="card-slide"
      >
        <ScreenCard key={card.userId} card={card} eventTitle={eventTitle} />
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-3">
          <Button variant="outline" size="icon" aria-label={t("cards.gallery.previous")} onClick={() => go(-1)} disabled={total < 2}>
            <ChevronLeft aria-hidden />
          </Button>
          <p aria-live="polite" className="min-w-14 text-center text-sm font-medium text-slate-700 tabular-nums" data-testid="card-position">
            {t("cards.gallery.position", { index: index + 1, total })}
          </p>
          <Button variant="outline" size="icon" aria-label={t("cards.gallery.next")} onClick={() => go(1)} disabled={total < 2}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <Button variant="primary" onClick={() => onDownload(card)} loading={busy} disabled={busy}>
          {busy ? null : <Download aria-hidden />}
          {t("cards.download.one")}
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        <span className="sm:hidden">{t("cards.gallery.swipeHint")}</span>
        <span className="hidden sm:inline">{t("cards.gallery.keysHint")}</span>
      </p>
    </div>
  );
}
