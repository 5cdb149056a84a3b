// Response shapes used by more than one feature (docs/api.md). Feature-only shapes live in the feature.
import type { EventStatus, EventType, Pagination } from "@commons/domain";

export type { Pagination };

export interface LevelFields {
  membershipLevel: string | null;
  creatorLevel: string | null;
  mentorLevel: string | null;
  contributorLevel: string | null;
}

export interface UserSummary extends LevelFields {
  id: string;
  name: string;
  username: string | null;
  image: string | null;
  userRoleString: string | null;
}

export interface OrganizationSummary {
  id: string;
  name: string;
  logo: string | null;
  slug: string;
}

export interface EventCard {
  id: string;
  title: string;
  shortDescription: string | null;
  coverImage: string | null;
  type: EventType;
  status: EventStatus;
  featured: boolean;
  isExternalEvent: boolean;
  startTime: string;
  endTime: string;
  timezone: string;
  isOnline: boolean;
  address: string | null;
  city: string | null;
  maxAttendees: number | null;
  registrationCount: number;
  tags: string[];
  organizer: UserSummary;
  organization: OrganizationSummary | null;
}

/** The path of a person's public page: their handle when they chose one, else their id. */
export function userHandle(user: { id: string; username: string | null }): string {
  return user.username || user.id;
}

/** A ticket type as `GET /api/events/{id}` and the console's event answer give it. */
export interface TicketType {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  maxQuantity: number | null;
  currentQuantity: number;
  isActive: boolean;
}
