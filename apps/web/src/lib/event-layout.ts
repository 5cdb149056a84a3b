import type { ComponentType, ReactNode } from "react";

/**
 * What every event page layout is given (docs/product/event-page.md#layout-by-type: the layout depends on the event's type, the parts are
 * common). The page under app/routes builds each part from its feature and a layout only places them:
 * features never import each other, so a layout cannot fetch a registration card or a like button itself.
 * A part that does not apply to an event (no tickets, an external event's registration) is null.
 */
export interface EventLayoutParts {
  /** Back to the list, and "manage" for the event's admins. */
  topRow: ReactNode;
  /** Cover, title, time and place. */
  hero: ReactNode;
  /** Like, bookmark and share, under the title. */
  headerActions: ReactNode;
  /** The facts card: time, place, seats, and the host with the subscribe button. */
  facts: ReactNode;
  /** The registration card, or the link out for an external event. */
  registration: ReactNode;
  /** Contact the organiser, under the registration. */
  contact: ReactNode;
  about: ReactNode;
  /** A hackathon's submission panel (docs/product/hackathons.md#submissions); absent for other types. */
  hackathonSubmission?: ReactNode;
  /**
   * The people around the event, below the fold: participants and their digital cards, volunteering and
   * feedback (docs/product/people.md). One lazy chunk; a section that does not apply draws nothing.
   */
  people: ReactNode;
  photos: ReactNode;
  tickets: ReactNode;
  /** The host cards, each with its subscribe button, and the back link after them. */
  hosts: ReactNode;
  /** Phones: the round back button that floats once the reader scrolls. */
  floatingBack: ReactNode;
  /** Phones: share, like and the registration action, fixed at the bottom. */
  actionBar: ReactNode;
}

export type EventLayout = ComponentType<EventLayoutParts>;
