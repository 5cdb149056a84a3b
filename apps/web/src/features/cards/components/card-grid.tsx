import type { DigitalCard } from "@commons/domain";
import { type RefObject } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { ScreenCard } from "./screen-card.tsx";

interface CardGridProps {
  cards: readonly DigitalCard[];
  eventTitle: string;
  onOpen: (index: number) => void;
  /** The button of this card takes the focus back when the reader returns from the slides. */
  focusIndex: number | null;
  focusRef: RefObject<HTMLButtonElement | null>;
}

/** Every card, small; a click opens it in the slides. */
export function CardGrid({ cards, eventTitle, onOpen, focusIndex, focusRef }: CardGridProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" data-testid="card-grid">
      {cards.map((card, i) => (
        <li key={card.userId} className="relative">
          <button
            type="button"
            ref={i === focusIndex ? focusRef : undefined}
            aria-label={t("cards.gallery.open", { name: card.name })}
            onClick={() => onOpen(i)}
            className="block w-full rounded-[4.7cqw] text-left transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {/* The card inside a button is a picture: its own landmarks would only clutter the button's name. */}
            <span aria-hidden className="pointer-events-none block">
              <ScreenCard card={card} eventTitle={eventTitle} />
            </span>
          </button>
          {card.isMine ? (
            <span className="pointer-events-none absolute top-2 right-2 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-700 shadow-sm">
              {t("cards.card.mine")}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
