import type { EventType } from "@commons/domain";
import { lazy, memo, Suspense } from "react";
import { EventDetailSkeleton } from "@/features/event-detail/components/event-detail-skeleton.tsx";
import { MeetupLayout } from "@/features/meetup-page/components/meetup-layout.tsx";
import type { EventLayout, EventLayoutParts } from "@/lib/event-layout.ts";
import { challengeParts } from "./-event-building-parts.tsx";
import { loadChallengeLayout, loadHackathonLayout } from "./-event-chunks.ts";
import { useHackathonParts } from "./-event-hackathon-parts.tsx";
import { eventPageParts, type EventPartsInput } from "./-event-page-parts.tsx";

// Not a route (the router ignores files starting with "-"). The event page's layout depends on
// the event's type (docs/product/event-page.md#layout-by-type). Each layout is a feature of its own (features/<type>-page) given the same parts, so a
// new type is one line here.

const LazyHackathonLayout = lazy(async () => ({ default: (await loadHackathonLayout()).HackathonLayout }));

/**
 * The hackathon's layout comes in a chunk of its own (docs/product/hackathons.md#the-hackathon-page), so the
 * meetup page never carries it. The route's loader starts it as soon as it knows the event is a hackathon;
 * the server's renderer waits for it, and so does hydration.
 */
function HackathonLayout(parts: EventLayoutParts) {
  return (
    <Suspense fallback={<EventDetailSkeleton />}>
      <LazyHackathonLayout {...parts} />
    </Suspense>
  );
}

const LazyChallengeLayout = lazy(async () => ({ default: (await loadChallengeLayout()).ChallengeLayout }));

/** A Building Public challenge's layout (docs/product/challenges.md), a chunk of its own like the hackathon's. */
function ChallengeLayout(parts: EventLayoutParts) {
  return (
    <Suspense fallback={<EventDetailSkeleton />}>
      <LazyChallengeLayout {...parts} />
    </Suspense>
  );
}

export const EVENT_LAYOUTS: Readonly<Record<EventType, EventLayout>> = {
  MEETUP: MeetupLayout,
  HACKATHON: HackathonLayout,
  BUILDING_PUBLIC: ChallengeLayout,
};

/**
 * The event's layout, picked by its type, given the parts every layout places (and a hackathon's own). A
 * type this build does not know yet (a newer server) gets the meetup's. Memoised: the session arriving
 * after the first paint re-renders the page, and for a visitor nothing here changes (ADR 0012).
 */
export const EventTypeLayout = memo(function EventTypeLayout(props: EventPartsInput) {
  const Layout = EVENT_LAYOUTS[props.event.type] ?? EVENT_LAYOUTS.MEETUP;
  const hackathon = useHackathonParts(props);
  return <Layout {...eventPageParts(props)} hackathon={hackathon} challenge={challengeParts(props)} />;
});
