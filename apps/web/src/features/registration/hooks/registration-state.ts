import {
  canCancelRegistration,
  canJoinWaitlist,
  canRegister,
  cancelRegistrationLabelKey,
  hasCheckInTicket,
  isEventEnded,
  type RegistrationStatus,
  registrationStatusText,
  type RegistrationStatusTextKey,
} from "@commons/domain";
import type { RegistrationEvent } from "../api/registration-event.ts";

/** What the main button does. `status` is a disabled button that only reads out the state. */
export type RegistrationActionKind = "login" | "external" | "register" | "waitlist" | "ticket" | "status";

export interface RegistrationState {
  myStatus: RegistrationStatus | null;
  /**
   * The status text (docs/product/event-page.md#status-text): the
   * button's label (or, for "full", the line above the waitlist button).
   */
  statusKey: RegistrationStatusTextKey;
  action: RegistrationActionKind;
  canCancel: boolean;
  cancelKey: "registration.cancel" | "registration.leaveWaitlist" | null;
  /** Seats held (APPROVED + PENDING); null capacity means unlimited. */
  seatsTaken: number;
  /** The head-count the whole page shows (APPROVED, the info card's number), and the pending ones holding a seat. */
  approved: number;
  pending: number;
  capacity: number | null;
  seatsLeft: number | null;
  checkedInAt: string | null;
  /** The event is over: no seats to offer, no ticket; the card says so (docs/product/event-page.md#ended-events). */
  ended: boolean;
}

/**
 * The card's and the mobile bar's one decision, from the domain's shared rules
 * (docs/product/event-page.md#main-action) so the page and the server agree. Seats are counted as the server counts
 * them: approved and pending both hold one. A full event still takes registrations, onto the waitlist (the server
 * decides the status), so "full" offers "join the waitlist" wherever registering would otherwise be allowed.
 */
export function registrationState(event: RegistrationEvent, isSignedIn: boolean, now: Date = new Date()): RegistrationState {
  const registration = event.viewer?.registration ?? null;
  const myStatus = registration?.status ?? null;
  const seatsTaken = event.seatsTaken ?? event.registrationCount;
  const facts = { ...event, registrationCount: seatsTaken };
  const input = { event: facts, isLoggedIn: isSignedIn, myStatus, now };
  const statusKey = registrationStatusText(input);
  const capacity = event.maxAttendees;
  const seatsLeft = capacity === null ? null : Math.max(0, capacity - seatsTaken);

  const ended = isEventEnded(event, now);
  let action: RegistrationActionKind = "status";
  if (ended) action = "status";
  else if (statusKey === "registration.status.loginRequired") action = "login";
  else if (statusKey === "registration.status.external") action = "external";
  else if (hasCheckInTicket(myStatus)) action = "ticket";
  else if (canRegister(input)) action = "register";
  else if (statusKey === "registration.status.full" && canJoinWaitlist(input)) action = "waitlist";

  // Once the event is over there is nothing left to cancel (docs/product/registration.md#cancelling).
  const canCancel = canCancelRegistration(myStatus) && !ended;
  return {
    myStatus,
    statusKey,
    action,
    canCancel,
    cancelKey: canCancel && myStatus ? cancelRegistrationLabelKey(myStatus) : null,
    seatsTaken,
    approved: Math.min(event.registrationCount, seatsTaken),
    pending: Math.max(0, seatsTaken - event.registrationCount),
    capacity,
    seatsLeft,
    checkedInAt: registration?.checkedInAt ?? null,
    ended,
  };
}
