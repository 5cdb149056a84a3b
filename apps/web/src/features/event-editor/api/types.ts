import type { EventStatus, EventType, QuestionInput } from "@commons/domain";
import type { TicketType } from "@/lib/api-types.ts";

/** `GET /api/events/{id}/edit` → `data` (contract-5). */
export interface EventPermissions {
  isOrganizer: boolean;
  canEditEvent: boolean;
  canManageRegistrations: boolean;
  canCheckIn: boolean;
}

export interface EditableTicketType extends TicketType {
  sortOrder: number;
}

export interface EditableQuestion {
  id: string;
  question: string;
  description: string | null;
  type: QuestionInput["type"];
  options: string[];
  required: boolean;
  sortOrder: number;
}

export interface EditableEvent {
  id: string;
  status: EventStatus;
  publishedAt: string | null;
  title: string;
  shortDescription: string | null;
  richContent: string | null;
  coverImage: string | null;
  type: EventType;
  startTime: string;
  endTime: string;
  timezone: string;
  isOnline: boolean;
  onlineUrl: string | null;
  address: string | null;
  city: string | null;
  maxAttendees: number | null;
  seatsTaken: number;
  registrationDeadline: string | null;
  requireApproval: boolean;
  requireProjectSubmission: boolean;
  askDigitalCardConsent: boolean;
  registrationSuccessInfo: string | null;
  registrationSuccessImage: string | null;
  registrationPendingInfo: string | null;
  registrationPendingImage: string | null;
  organizerContact: string | null;
  tags: string[];
  organizerId: string;
  organizationId: string | null;
  isExternalEvent: boolean;
  externalUrl: string | null;
  ticketTypes: EditableTicketType[];
  questions: EditableQuestion[];
}

export interface EventEditView {
  event: EditableEvent;
  permissions: EventPermissions;
}

export const eventEditorKeys = {
  edit: (id: string) => ["event-edit", id] as const,
  myOrganizations: ["my-organizations"] as const,
};
