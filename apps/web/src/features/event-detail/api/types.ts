import type { EventCard, UserSummary } from "../../../lib/api-types.ts";

export interface TicketType {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  maxQuantity: number | null;
  currentQuantity: number;
  isActive: boolean;
}

export interface EventQuestion {
  id: string;
  question: string;
  description: string | null;
  type: string;
  options: string[] | null;
  required: boolean;
}

/** `GET /api/events/{id}` (docs/api.md). Later issues extend it (registration, engagement). */
export interface EventDetail extends EventCard {
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
