import { isEventEnded, isRegistrationClosed, type RegistrationInput } from "../events/event-rules.ts";

/**
 * Every condition of canRegister except "not full": when the event is full the server waitlists
 * automatically, so the page offers "join the waitlist" instead of a dead button.
 */
export function canJoinWaitlist(input: RegistrationInput): boolean {
  const { event, isLoggedIn, myStatus, now = new Date() } = input;
  return (
    !event.isExternalEvent &&
    event.status === "PUBLISHED" &&
    !isEventEnded(event, now) &&
    !isRegistrationClosed(event, now) &&
    isLoggedIn &&
    (myStatus === null || myStatus === "CANCELLED")
  );
}

/** Statuses that hold one of the event's seats (events.seats_taken, ticket_types.current_quantity). */
export function holdsSeat(status: string | null | undefined): boolean {
  return status === "APPROVED" || status === "PENDING";
}

/** Statuses a person can cancel and cannot register over (doc 1 §4). */
export function isActiveRegistration(status: string | null | undefined): boolean {
  return status === "APPROVED" || status === "PENDING" || status === "WAITLISTED";
}
