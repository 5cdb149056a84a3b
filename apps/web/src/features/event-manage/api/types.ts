import type { EventMessageChannel, EventStatus, EventType, RegistrationStatus } from "@commons/domain";
import type { Pagination, UserSummary } from "@/lib/api-types.ts";

export interface ManagePermissions {
  isOrganizer: boolean;
  canEditEvent: boolean;
  canManageRegistrations: boolean;
  canCheckIn: boolean;
}

/** The slice of `GET /api/events/{id}/edit` the manage page shows in its header. */
export interface ManagedEvent {
  id: string;
  title: string;
  type: EventType;
  status: EventStatus;
  startTime: string;
  endTime: string;
  timezone: string;
  coverImage: string | null;
  maxAttendees: number | null;
  ticketTypes: { id: string; name: string; isActive: boolean }[];
}

export interface Overview {
  counts: Record<RegistrationStatus, number>;
  checkedIn: number;
  maxAttendees: number | null;
  seatsTaken: number;
  viewCount: number;
  likeCount: number;
  ticketTypes: { id: string; name: string; maxQuantity: number | null; currentQuantity: number; isActive?: boolean }[];
  invites: { code: string; inviter: UserSummary; registrations: number; approved: number }[];
}

export interface RegistrationAnswer {
  questionId: string;
  question: string;
  answer: string | string[];
}

/** One row of `GET /api/events/{id}/registrations` (organiser view, with the contact fields given). */
export interface OrganiserRegistration {
  id: string;
  status: RegistrationStatus;
  ticketTypeId: string | null;
  projectId: string | null;
  allowDigitalCardDisplay: boolean | null;
  note: string | null;
  registeredAt: string;
  statusChangedAt: string;
  checkedInAt: string | null;
  user: UserSummary & { email: string | null; phoneNumber: string | null; wechatId: string | null };
  answers: RegistrationAnswer[];
}

export interface RegistrationsPage {
  registrations: OrganiserRegistration[];
  pagination: Pagination;
}

export interface RegistrationsFilter {
  status?: RegistrationStatus;
  ticketTypeId?: string;
  q?: string;
  page?: number;
}

export type ReviewStatus = "APPROVED" | "REJECTED" | "WAITLISTED";

export interface BulkResult {
  id: string;
  ok: boolean;
  status?: string;
  error?: string;
}

export interface CheckInEntry {
  /** What undo takes: `DELETE /api/events/{id}/checkin/{registrationId}`. */
  registrationId: string;
  user: UserSummary;
  checkedInAt: string;
  ticketTypeId: string | null;
}

export interface EventMessage {
  id: string;
  subject: string;
  body: string;
  statuses: RegistrationStatus[];
  channels: EventMessageChannel[];
  recipients: number;
  sentBy: UserSummary;
  createdAt: string;
}

export interface EventAdmin {
  user: UserSummary;
  canEditEvent: boolean;
  canManageRegistrations: boolean;
  canCheckIn: boolean;
}

const path = (id: string) => `/api/events/${encodeURIComponent(id)}`;
export const manageApi = { path };

export const manageKeys = {
  event: (id: string) => ["event-edit", id] as const,
  overview: (id: string) => ["event-manage", id, "overview"] as const,
  registrations: (id: string) => ["event-manage", id, "registrations"] as const,
  registrationsPage: (id: string, filter: RegistrationsFilter) => ["event-manage", id, "registrations", filter] as const,
  checkIns: (id: string) => ["event-manage", id, "checkins"] as const,
  messages: (id: string) => ["event-manage", id, "messages"] as const,
  admins: (id: string) => ["event-manage", id, "admins"] as const,
};
