import type { EventDetail } from "@commons/domain";

/**
 * The slice of `GET /api/events/{id}` (the domain's EventDetail) that registration reads. Picked from the
 * contract rather than imported from the event page: features never import each other; the page passes
 * the event in. The fields after the first group are optional so a list's smaller event still fits.
 */
export type RegistrationEvent = Pick<
  EventDetail,
  | "id"
  | "title"
  | "status"
  | "isExternalEvent"
  | "startTime"
  | "endTime"
  | "timezone"
  | "registrationDeadline"
  | "maxAttendees"
  | "registrationCount"
  | "requireApproval"
  | "ticketTypes"
  | "questions"
> &
  Partial<
    Pick<
      EventDetail,
      "externalUrl" | "coverImage" | "seatsTaken" | "isFull" | "requireProjectSubmission" | "askDigitalCardConsent" | "isEventAdmin" | "hackathonConfig" | "paymentNote"
    >
  > & {
    viewer?: Pick<NonNullable<EventDetail["viewer"]>, "registration"> | null;
  };
