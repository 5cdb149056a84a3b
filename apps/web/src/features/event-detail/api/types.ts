import type { RegistrationStatus } from "@commons/domain";
import type { EventCard, OrganizationSummary, TicketType, UserSummary } from "@/lib/api-types.ts";

export type { TicketType };

export interface EventQuestion {
  id: string;
  question: string;
  description: string | null;
  type: string;
  options: string[] | null;
  required: boolean;
}

export interface EventViewerRegistration {
  id: string;
  status: RegistrationStatus;
  ticketTypeId: string | null;
  registeredAt: string;
  checkedInAt: string | null;
}

/** The signed-in reader's own state; null for visitors (contract, issue 3). */
export interface EventViewer {
  liked: boolean;
  bookmarked: boolean;
  /** About the host the page shows: the organisation when there is one, else the organiser. */
  subscribed: boolean;
  registration: EventViewerRegistration | null;
}

export interface ContactMethods {
  email: string | null;
  wechatId: string | null;
  preferredContact: string | null;
}

/** `GET /api/events/{id}` (docs/api.md and the issue 3 contract). */
export interface EventDetail extends Omit<EventCard, "organizer" | "organization"> {
  organizer: UserSummary & { city: string | null; bio: string | null };
  organization: (OrganizationSummary & { description: string | null }) | null;
  externalUrl: string | null;
  requireProjectSubmission: boolean;
  askDigitalCardConsent: boolean;
  hackathonConfig: unknown;
  buildingConfig: unknown;
  seatsTaken: number;
  isFull: boolean;
  /** Null for external events. */
  organizerContact: string | null;
  contactMethods: ContactMethods;
  likeCount: number;
  viewer: EventViewer | null;
  richContent: string | null;
  description: string | null;
  onlineUrl: string | null;
  registrationDeadline: string | null;
  requireApproval: boolean;
  ticketTypes: TicketType[];
  questions: EventQuestion[];
  participants: UserSummary[];
  isEventAdmin: boolean;
  viewCount: number;
}
