import type { BuildingConfig, HackathonConfig, HackathonTab } from "@commons/domain";
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
  /**
   * The people around the event, below the fold: participants and their digital cards, volunteering and
   * feedback (docs/product/people.md). One lazy chunk; a section that does not apply draws nothing.
   */
  people: ReactNode;
  /**
   * The certificates the event issued (docs/product/certificate-pages.md#event-awards), below the fold in a chunk of
   * its own; it draws nothing until there are some. Null for a hackathon, whose tabs place its awards themselves.
   */
  awards: ReactNode;
  photos: ReactNode;
  tickets: ReactNode;
  /** The host cards, each with its subscribe button, and the back link after them. */
  hosts: ReactNode;
  /** Phones: the round back button that floats once the reader scrolls. */
  floatingBack: ReactNode;
  /** Phones: share, like and the registration action, fixed at the bottom. */
  actionBar: ReactNode;
  /** A hackathon's own parts (docs/product/hackathons.md#the-hackathon-page); null for every other type, whose layouts ignore it. */
  hackathon: HackathonParts | null;
  /** A Building Public challenge's own parts (docs/product/challenges.md); null for every other type. */
  challenge: ChallengeParts | null;
}

/**
 * What the hackathon layout places beside the common parts: its configuration (stage, resources, awards),
 * one node per tab, and the tab in the URL. Each node comes from the route folder's lazy
 * `-event-hackathon.tsx`, so none of it weighs on the meetup page.
 */
export interface HackathonParts {
  config: HackathonConfig;
  /** The reader's own submission (docs/product/hackathons.md#submissions), in the sidebar under the registration card. */
  submission: ReactNode;
  /** The gallery of submitted projects. */
  projects: ReactNode;
  resources: ReactNode;
  awards: ReactNode;
  results: ReactNode;
  /** The tab shown: the URL's `?tab=`, or the stage's default (results once the stage is RESULTS). */
  tab: HackathonTab;
  onTabChange: (tab: HackathonTab) => void;
}

/**
 * What the challenge layout places beside the common parts: the header's own line (status, setup badge,
 * teaser, dates, length and required check-ins), the main card with my participation, the sidebar's
 * certificates card once completed, and the community dashboard. Each node comes from the route folder's
 * lazy `-event-building.tsx`, so none of it weighs on the meetup page.
 */
export interface ChallengeParts {
  config: BuildingConfig;
  header: ReactNode;
  main: ReactNode;
  /** Null until the reader completed the challenge. */
  certificates: ReactNode;
  /** The community dashboard: the feed (filtered by the URL's `?user=`) and the participants. */
  dashboard: ReactNode;
}

export type EventLayout = ComponentType<EventLayoutParts>;
