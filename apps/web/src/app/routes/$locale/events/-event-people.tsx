import type { EventDetail, Locale } from "@commons/domain";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { type ComponentType, useCallback } from "react";
import { CardGalleryButton } from "@/features/cards/components/card-gallery-button.tsx";
import { CardsSection } from "@/features/cards/components/cards-section.tsx";
import { FeedbackSection } from "@/features/feedback/components/feedback-section.tsx";
import { ParticipantsSection } from "@/features/participants/components/participants-section.tsx";
import { VolunteerSection } from "@/features/volunteers/components/volunteer-section.tsx";

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

/** `?participants=true` (set by the info card's preview and the mutual-interest notice) opens the dialog; closing drops it. */
function EventParticipants(props: EventPeopleProps) {
  const search = useSearch({ from: "/$locale/events/$id" });
  const navigate = useNavigate({ from: "/$locale/events/$id" });
  const clear = () =>
    void navigate({
      search: ({ participants: _drop, ...rest }) => rest,
      replace: true,
      resetScroll: false,
    });
  return (
    <ParticipantsSection
      {...props}
      openFromUrl={search.participants === true}
      onCloseFromUrl={clear}
      // The cards of the people in the list, one click away (docs/product/people.md#digital-cards).
      headerAction={<CardGalleryButton eventId={props.event.id} eventTitle={props.event.title} />}
    />
  );
}

/** Feedback reads the page's `?feedback=true` here and clears it once handled (docs/product/people.md#feedback). */
function EventFeedback({ event }: EventPeopleProps) {
  const { feedback } = useSearch({ from: "/$locale/events/$id" });
  const navigate = useNavigate({ from: "/$locale/events/$id" });
  const clear = useCallback(
    () => void navigate({ search: ({ feedback: _, ...rest }) => rest, replace: true, resetScroll: false }),
    [navigate],
  );
  return <FeedbackSection event={event} feedbackRequested={feedback === true} onFeedbackRequestHandled={clear} />;
}

/** The sections, in page order. Each is given the same props. */
const SECTIONS: ReadonlyArray<ComponentType<EventPeopleProps>> = [EventFeedback, EventParticipants, CardsSection, VolunteerSection];

export function EventPeople(props: EventPeopleProps) {
  return (
    <>
      {SECTIONS.map((Section, i) => (
        <Section key={i} {...props} />
      ))}
    </>
  );
}
