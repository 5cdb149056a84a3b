import type { Locale, EventDetail } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Settings from "lucide-react/icons/settings";
import type { ReactNode } from "react";
import { AfterFirstPaint } from "@/lib/after-first-paint.tsx";
import { BelowTheFold } from "@/lib/below-the-fold.tsx";
import { HydrateInTurn } from "@/lib/hydrate-in-turn.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import { buttonClass } from "@/components/ui/button.tsx";
import { EventAbout } from "./event-about.tsx";
import { EventHero } from "./event-hero.tsx";
import { EventInfoCard } from "./event-info-card.tsx";
import { ExternalEventCard } from "./external-event-card.tsx";
import { HostCards } from "./host-cards.tsx";
import { TicketTypesList } from "./ticket-types-list.tsx";

export interface EventDetailSlots {
  /** Like, bookmark and share, under the title. */
  engagement?: ReactNode;
  /** The registration card (registration feature); replaced by a link out for external events. */
  registration?: ReactNode;
  /** Subscribe button beside the host on the info card. */
  hostAction?: ReactNode;
  /** Under the registration card in the sidebar: contact the organiser. */
  sidebarExtra?: ReactNode;
  /** The photo section (a later issue). */
  photos?: ReactNode;
}

interface EventDetailViewProps extends EventDetailSlots {
  event: EventDetail;
  locale: Locale;
}

/**
 * Doc 1 §2 / doc 2 §2 common structure. Two columns on desktop (story left, a sticky sidebar with the
 * facts, registration and contact); on phones the facts and registration come straight after the
 * title, and the page leaves room at the bottom for the fixed action bar.
 */
export function EventDetailView({ event, locale, engagement, registration, hostAction, sidebarExtra, photos }: EventDetailViewProps) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-28 sm:px-6 sm:pt-8 lg:pb-12">
      {/* On a landing page each part is adopted from the server's DOM in a task of its own (ADR 0019). */}
      <HydrateInTurn>
        <div className="mb-5 flex items-center justify-between gap-3">
          <BackToEvents locale={locale} className="text-slate-500 hover:text-slate-900" />
          {event.isEventAdmin ? (
            <a href={`/${locale}/app/events/${encodeURIComponent(event.id)}/manage`} className={buttonClass("outline", "sm")}>
              <Settings aria-hidden />
              {t("eventPage.manage")}
            </a>
          ) : null}
        </div>
      </HydrateInTurn>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-12">
        <HydrateInTurn>
          <div className="lg:col-start-1 lg:row-start-1">
            <EventHero event={event} />
            {engagement ? <div className="mt-5">{engagement}</div> : null}
          </div>
        </HydrateInTurn>
        <HydrateInTurn>
          <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <EventInfoCard event={event} locale={locale} hostAction={hostAction} />
            {event.isExternalEvent ? <ExternalEventCard url={event.externalUrl} /> : registration}
            {sidebarExtra}
          </aside>
        </HydrateInTurn>
        <div className="flex flex-col gap-10 lg:col-start-1 lg:row-start-2">
          {/* Below the fold on a phone: each section takes a task of its own. The photos come from their own
              request, so the server never draws them. */}
          <BelowTheFold>
            <EventAbout event={event} />
          </BelowTheFold>
          <AfterFirstPaint>{photos}</AfterFirstPaint>
          {/* No section for an event without ticket types (a part always renders one element). */}
          {event.ticketTypes.length > 0 ? (
            <BelowTheFold>
              <TicketTypesList tickets={event.ticketTypes} locale={locale} />
            </BelowTheFold>
          ) : null}
          <BelowTheFold>
            <div className="flex flex-col gap-10">
              <HostCards event={event} locale={locale} />
              <BackToEvents locale={locale} className="self-start text-brand-600 hover:text-brand-700" />
            </div>
          </BelowTheFold>
        </div>
      </div>
    </div>
  );
}

/** The back link, at the top of the page and again after the last section. */
function BackToEvents({ locale, className }: { locale: Locale; className: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <Link to="/$locale/events" params={{ locale }} className={`inline-flex items-center gap-1.5 rounded-lg text-sm font-medium ${className}`}>
      <ArrowLeft className="size-4" aria-hidden />
      {t("event.backToEvents")}
    </Link>
  );
}
