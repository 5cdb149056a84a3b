import { type EventDetail, eventShowsParticipants, type Locale } from "@commons/domain";
import { useId } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { useEventCards } from "../api/get-event-cards.ts";
import { CardConsentSwitch } from "./card-consent-switch.tsx";
import { CardGalleryButton } from "./card-gallery-button.tsx";

/** Faces shown before the gallery opens (the participants preview's five). */
const PREVIEW_FACES = 5;

export interface CardsSectionProps {
  event: EventDetail;
  locale: Locale;
  viewerId: string | null;
}

/**
 * docs/product/people.md#digital-cards: the event page's cards section. Drawn only for those who may see
 * the participants: the event payload says whether the viewer may, so nobody else asks (a refused request
 * is an error line in the browser's console); a 403 (or any failure) from /cards still draws nothing.
 */
export function CardsSection(props: CardsSectionProps) {
  return eventShowsParticipants(props.event) ? <EventCards {...props} /> : null;
}

function EventCards({ event }: CardsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useEventCards(event.id);
  if (!data) return null;
  const faces = data.cards.slice(0, PREVIEW_FACES);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="cards-section">
      <div className="border-b border-slate-200 pb-3">
        <h2 id={headingId} className="text-[13px] font-semibold tracking-wide text-slate-500 uppercase">
          {t("cards.count", { count: data.total })}
        </h2>
      </div>
      {data.total > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <div className="flex -space-x-2">
              {faces.map((card) => (
                <Avatar key={card.userId} name={card.name} src={card.image} size="sm" className="ring-2 ring-white" />
              ))}
              {data.total > faces.length ? (
                <span className="inline-flex size-8 items-center justify-center rounded-full bg-slate-100 text-xs font-medium text-slate-600 ring-2 ring-white">
                  {t("common.plusN", { n: data.total - faces.length })}
                </span>
              ) : null}
            </div>
            <p className="text-sm text-slate-600">{t("cards.intro")}</p>
          </div>
          <CardGalleryButton eventId={event.id} eventTitle={event.title} />
        </div>
      ) : (
        <p className="text-sm text-slate-500">{t("cards.empty")}</p>
      )}
      <CardConsentSwitch eventId={event.id} registration={event.viewer?.registration} />
    </section>
  );
}
