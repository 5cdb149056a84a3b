import type { EventDetail, Locale } from "@commons/domain";
import type { ComponentType } from "react";
import { CardsSection } from "@/features/cards/components/cards-section.tsx";

// Not a route (the router ignores files starting with "-"): the people around an event
// (docs/product/people.md), composed from their features because features never import each other. The
// page loads this module lazily, below the fold; each section decides for itself whether it applies (a
// visitor who may not see participants gets no participants section, an event without volunteer roles no
// volunteering) and draws nothing otherwise.

export interface EventPeopleProps {
  event: EventDetail;
  locale: Locale;
  viewerId: string | null;
}

/** The sections, in page order. Each is given the same props. */
const SECTIONS: ReadonlyArray<ComponentType<EventPeopleProps>> = [CardsSection];

export function EventPeople(props: EventPeopleProps) {
  return (
    <>
      {SECTIONS.map((Section, i) => (
        <Section key={i} {...props} />
      ))}
    </>
  );
}
