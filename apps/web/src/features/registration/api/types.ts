import type { EventStatus, RegistrationStatus } from "@commons/domain";
import type { TicketType } from "@/lib/api-types.ts";

// The structural subset of `GET /api/events/{id}` (contract, issues 3 and 4) that registration reads.
// Declared here rather than imported: features never import each other; the page passes the event in.
// Fields added by issue 3 are optional so an older payload still type-checks and renders.

export type RegistrationTicketType = TicketType;

export type QuestionType = "TEXT" | "TEXTAREA" | "SINGLE_CHOICE" | "MULTIPLE_CHOICE";

export interface RegistrationQuestion {
  id: string;
  question: string;
  description: string | null;
  type: string;
  options: string[] | null;
  required: boolean;
}

export interface ViewerRegistration {
  id: string;
  status: RegistrationStatus;
  ticketTypeId: string | null;
  registeredAt: string;
  checkedInAt: string | null;
}

export interface RegistrationEvent {
  id: string;
  title: string;
  status: EventStatus;
  isExternalEvent: boolean;
  externalUrl?: string | null;
  startTime: string;
  endTime: string;
  timezone: string;
  coverImage?: string | null;
  registrationDeadline: string | null;
  maxAttendees: number | null;
  registrationCount: number;
  /** APPROVED + PENDING: the seats actually held (contract, issue 3). */
  seatsTaken?: number;
  isFull?: boolean;
  requireApproval: boolean;
  requireProjectSubmission?: boolean;
  askDigitalCardConsent?: boolean;
  ticketTypes: readonly RegistrationTicketType[];
  questions: readonly RegistrationQuestion[];
  viewer?: { registration: ViewerRegistration | null } | null;
  /** Organisers and event admins also get a way to the check-in page. */
  isEventAdmin?: boolean;
}

/** Contract: MyRegistration. */
export interface MyRegistration {
  id: string;
  eventId: string;
  status: RegistrationStatus;
  ticketTypeId: string | null;
  registeredAt: string;
  checkedInAt: string | null;
  allowDigitalCardDisplay: boolean | null;
  projectId: string | null;
}

export interface OrganizerInfo {
  info: string | null;
  image: string | null;
}

export interface RegisterResult {
  registration: MyRegistration;
  successInfo: OrganizerInfo | null;
  pendingInfo: OrganizerInfo | null;
}

export interface RegisterBody {
  ticketTypeId?: string;
  answers?: { questionId: string; answer: string | string[] }[];
  projectId?: string;
  allowDigitalCardDisplay?: boolean;
  inviteCode?: string;
}

export interface CheckInTicket {
  token: string;
  manualCode: string;
  checkedInAt?: string | null;
  event: { id: string; title: string; startTime: string; endTime: string; timezone: string };
}

/** Query keys this feature reads and invalidates. `["events"]` also refreshes the event page and lists. */
export const registrationKeys = {
  events: ["events"] as const,
  mine: ["registrations"] as const,
  ticket: (eventId: string) => ["registrations", "ticket", eventId] as const,
  profile: ["profile"] as const,
  projects: ["projects", "mine"] as const,
};
