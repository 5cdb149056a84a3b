import { isEventEnded, type Locale } from "@commons/domain";
import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import type { EventDetail } from "@commons/domain";
import { BackToEvents, EventTopRow } from "@/features/event-detail/components/back-to-events.tsx";
import { EventAbout } from "@/features/event-detail/components/event-about.tsx";
import { EventHero } from "@/features/event-detail/components/event-hero.tsx";
import { EventInfoCard } from "@/features/event-detail/components/event-info-card.tsx";
import { ExternalEventCard } from "@/features/event-detail/components/external-event-card.tsx";
import { FloatingBackButton } from "@/features/event-detail/components/floating-back-button.tsx";
import { HostCards } from "@/features/event-detail/components/host-cards.tsx";
import { MobileActionBar } from "@/features/event-detail/components/mobile-action-bar.tsx";
import { TicketTypesList } from "@/features/event-detail/components/ticket-types-list.tsx";
import { BookmarkButton } from "@/features/engagement/components/bookmark-button.tsx";
import { ContactOrganizerButton } from "@/features/engagement/components/contact-organizer-button.tsx";
import { engagementButtonClass } from "@/features/engagement/components/engagement-button-class.ts";
import { LikeButton } from "@/features/engagement/components/like-button.tsx";
import { SubscribeButton } from "@/features/engagement/components/subscribe-button.tsx";
import { ShareButton } from "@/features/share/components/share-button.tsx";
import type { EventLayoutParts } from "@/lib/event-layout.ts";
import { loadEventAwards, loadEventPeople, loadEventPhotos, loadRegistrationActionBar, loadRegistrationCard } from "./-event-chunks.ts";

// Not a route (the router ignores files starting with "-"): the parts every event page layout places,
// built here from their features because features never import each other.

const RegistrationCard = lazy(async () => ({ default: (await loadRegistrationCard()).RegistrationCard }));
const RegistrationActionBar = lazy(async () => ({ default: (await loadRegistrationActionBar()).RegistrationActionBar }));
const EventPhotos = lazy(async () => ({ default: (await loadEventPhotos()).EventPhotos }));
const EventPeople = lazy(async () => ({ default: (await loadEventPeople()).EventPeople }));
const EventAwards = lazy(async () => ({ default: (await loadEventAwards()).EventAwardsSection }));

export interface EventPartsInput {
  event: EventDetail;
  locale: Locale;
  viewerId: string | null;
  /** When the event payload was fetched: its `viewer` state seeds the engagement queries as of then. */
  updatedAt: number;
}

/** The parts every layout places; a hackathon's own come from useHackathonParts (-event-hackathon-parts.tsx), a challenge's from challengeParts (-event-building-parts.tsx). */
export function eventPageParts({ event, locale, viewerId, updatedAt }: EventPartsInput): Omit<EventLayoutParts, "hackathon" | "challenge"> {
  const isSignedIn = viewerId !== null;
  const viewer = event.viewer ?? null;
  const statusSeed = viewer ? { data: { liked: viewer.liked }, updatedAt } : undefined;
  const countSeed = { data: { likeCount: event.likeCount ?? 0 }, updatedAt };
  const host = event.organization
    ? { target: { organizationId: event.organization.id }, name: event.organization.name }
    : { target: { hostUserId: event.organizer.id }, name: event.organizer.name };
  // Subscribing to yourself makes no sense (and the server refuses it).
  const ownHost = !event.organization && viewerId === event.organizer.id;
  const subscribe = ownHost ? null : (
    <SubscribeButton
      target={host.target}
      hostName={host.name}
      locale={locale}
      isSignedIn={isSignedIn}
      seed={viewer ? { data: { subscribed: viewer.subscribed }, updatedAt } : undefined}
    />
  );

  return {
    topRow: <EventTopRow event={event} locale={locale} />,
    hero: <EventHero event={event} />,
    headerActions: (
      <div className="flex flex-wrap items-center gap-2">
        {isSignedIn ? (
          <>
            <LikeButton eventId={event.id} locale={locale} isSignedIn statusSeed={statusSeed} countSeed={countSeed} />
            <BookmarkButton
              eventId={event.id}
              locale={locale}
              isSignedIn
              seed={viewer ? { data: { bookmarked: viewer.bookmarked }, updatedAt } : undefined}
            />
          </>
        ) : null}
        <ShareButton event={event} locale={locale} isSignedIn={isSignedIn} className={engagementButtonClass("pill", false, "brand")} />
      </div>
    ),
    facts: <EventInfoCard event={event} locale={locale} hostAction={subscribe} />,
    registration: event.isExternalEvent ? (
      <ExternalEventCard url={event.externalUrl} />
    ) : (
      <Suspense fallback={<Skeleton className="h-44 rounded-2xl" />}>
        <RegistrationCard event={event} />
      </Suspense>
    ),
    contact: (
      <ContactOrganizerButton
        isExternalEvent={event.isExternalEvent}
        organizerName={event.organization?.name ?? event.organizer.name}
        organizerContact={event.organizerContact ?? null}
        contactMethods={event.contactMethods ?? null}
        className="w-full"
      />
    ),
    about: <EventAbout event={event} />,
    people: (
      <Suspense fallback={null}>
        <EventPeople event={event} locale={locale} viewerId={viewerId} />
      </Suspense>
    ),
    awards:
      event.type === "HACKATHON" ? null : (
        <Suspense fallback={null}>
          <EventAwards eventId={event.id} locale={locale} hideWhenEmpty />
        </Suspense>
      ),
    photos: (
      <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>
        <EventPhotos eventId={event.id} locale={locale} />
      </Suspense>
    ),
    tickets: event.ticketTypes.length > 0 ? <TicketTypesList tickets={event.ticketTypes} locale={locale} ended={isEventEnded(event)} /> : null,
    hosts: (
      <div className="flex flex-col gap-10">
        <HostCards event={event} locale={locale} />
        <BackToEvents locale={locale} className="self-start text-brand-600 hover:text-brand-700" />
      </div>
    ),
    floatingBack: <FloatingBackButton locale={locale} />,
    actionBar: (
      <MobileActionBar
        start={
          <>
            <ShareButton event={event} locale={locale} isSignedIn={isSignedIn} className={engagementButtonClass("bar", false, "brand")} />
            {/* Like and bookmark are for signed-in people only (docs/product/event-page.md), in the bar as beside the title. */}
            {isSignedIn ? <LikeButton eventId={event.id} locale={locale} isSignedIn statusSeed={statusSeed} countSeed={countSeed} look="bar" /> : null}
          </>
        }
        main={
          <Suspense fallback={<Skeleton className="h-12 w-full rounded-xl" />}>
            <RegistrationActionBar event={event} />
          </Suspense>
        }
      />
    ),
  };
}
