import type { UserSummary } from "@/lib/api-types.ts";

/** `POST /api/events/{id}/checkin` (contract, issue 4). */
export interface CheckInResult {
  checkedIn: true;
  alreadyCheckedIn: boolean;
  checkedInAt: string;
  user: UserSummary;
}

/** One row of `GET /api/events/{id}/checkin`. */
export interface CheckInEntry {
  registrationId: string;
  user: UserSummary;
  checkedInAt: string;
  ticketTypeId: string | null;
}

export type CheckInInput = { token: string } | { code: string };

export const checkInKeys = {
  list: (eventId: string) => ["checkins", eventId] as const,
};
