import type { RegistrationStatus } from "@commons/domain";

export interface RegistrationsFilter {
  status?: RegistrationStatus;
  ticketTypeId?: string;
  q?: string;
  page?: number;
}

const path = (id: string) => `/api/events/${encodeURIComponent(id)}`;
export const manageApi = { path };

/** Query keys this feature reads and invalidates. */
export const manageKeys = {
  event: (id: string) => ["event-edit", id] as const,
  overview: (id: string) => ["event-manage", id, "overview"] as const,
  registrations: (id: string) => ["event-manage", id, "registrations"] as const,
  registrationsPage: (id: string, filter: RegistrationsFilter) => ["event-manage", id, "registrations", filter] as const,
  checkIns: (id: string) => ["event-manage", id, "checkins"] as const,
  messages: (id: string) => ["event-manage", id, "messages"] as const,
  admins: (id: string) => ["event-manage", id, "admins"] as const,
  invitations: (id: string) => ["event-manage", id, "invitations"] as const,
};
