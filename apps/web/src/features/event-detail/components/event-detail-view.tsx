import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EventDetail } from "../api/types.ts";
import { EventAbout } from "./event-about.tsx";
import { EventHero } from "./event-hero.tsx";
import { EventInfoCard } from "./event-info-card.tsx";
import { HostCards } from "./host-cards.tsx";
import { TicketTypesList } from "./ticket-types-list.tsx";

interface EventDetailViewProps {
  event: EventDetail;
  locale: Locale;
  /**
   * Slots filled by later features, composed in by the page: the registration card (under the info
   * card), like/bookmark/share actions (beside the title) and the photo section (after "about").
   * Empty slots render nothing — no placeholder buttons.
   */
  registration?: ReactNode;
  engagement?: ReactNode;
  photos?: ReactNode;
}

/**
 * Two columns on desktop (story on the left, a sticky "when / where / register" column on the right);
 * on phones the facts and registration come straight after the title, before the long description.
 */
export function EventDetailView({ event, locale, registration, engagement, photos }: EventDetailViewProps) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-4 sm:px-6 sm:pt-8">
      <Link
        to="/$locale/events"
        params={{ locale }}
        className="mb-5 inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-500 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("event.backToEvents")}
      </Link>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-12">
        <div className="lg:col-start-1 lg:row-start-1">
          <EventHero event={event} />
          {engagement ? <div className="mt-4">{engagement}</div> : null}
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <EventInfoCard event={event} locale={locale} />
          {registration}
        </aside>
        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-2">
          <EventAbout event={event} />
          {photos}
          <TicketTypesList tickets={event.ticketTypes} locale={locale} />
          <HostCards event={event} locale={locale} />
        </div>
      </div>
    </div>
  );
}
