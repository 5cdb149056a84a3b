import type { EventType } from "@commons/domain";
import { memo } from "react";
import { MeetupLayout } from "@/features/meetup-page/components/meetup-layout.tsx";
import type { EventLayout } from "@/lib/event-layout.ts";
import { eventPageParts, type EventPartsInput } from "./-event-page-parts.tsx";

// Not a route (the router ignores files starting with "-"). The event page's layout depends on
// the event's type (docs/product/event-page.md#layout-by-type). Each layout is a feature of its own (features/<type>-page) given the same parts, so a
// new type is one line here. Hackathon and Building Public show the meetup's structure until their own
// layouts land (later issues).
export const EVENT_LAYOUTS: Readonly<Record<EventType, EventLayout>> = {
  MEETUP: MeetupLayout,
  HACKATHON: MeetupLayout,
  BUILDING_PUBLIC: MeetupLayout,
};

/**
 * The event's layout, picked by its type, given the parts every layout places. A type this build does not
 * know yet (a newer server) gets the meetup's. Memoised: the session arriving after the first paint
 * re-renders the page, and for a visitor nothing here changes (ADR 0012).
 */
export const EventTypeLayout = memo(function EventTypeLayout(props: EventPartsInput) {
  const Layout = EVENT_LAYOUTS[props.event.type] ?? EVENT_LAYOUTS.MEETUP;
  return <Layout {...eventPageParts(props)} />;
});
