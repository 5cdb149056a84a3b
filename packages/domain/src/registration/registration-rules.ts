import { canRegisterIgnoringCapacity, type RegistrationInput } from "../events/event-rules.ts";

/**
 * Every condition of canRegister except "not full": when the event is full the server waitlists
 * automatically, so the page offers "join the waitlist" instead of a dead button.
 */
export function canJoinWaitlist(input: RegistrationInput): boolean {
  return canRegisterIgnoringCapacity(input);
}

/** Statuses that hold one of the event's seats (events.seats_taken, ticket_types.current_quantity). */
export function holdsSeat(status: string | null | undefined): boolean {
  return status === "APPROVED" || status === "PENDING";
}

/** Statuses a person can cancel and cannot register over (docs/product/registration.md#statuses). */
export function isActiveRegistration(status: string | null | undefined): boolean {
  return status === "APPROVED" || status === "PENDING" || status === "WAITLISTED";
}
