import type { MessageKey } from "../i18n/messages.zh.ts";
import type { HackathonStage } from "../hackathons/hackathon-constants.ts";
import { stageAllowsRegistration } from "../hackathons/hackathon-stages.ts";
import type { EventStatus, RegistrationStatus } from "./event-enums.ts";

type Instant = Date | string;

export type EventTiming = "notStarted" | "inProgress" | "ended";

function toMs(value: Instant): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * docs/product/event-page.md#timing. The running interval is [startTime, endTime): at the end instant the event is over.
 * COMPLETED counts as ended even before endTime, because an organiser may close an event early.
 */
export function eventTiming(
  event: { startTime: Instant; endTime: Instant; status: EventStatus },
  now: Date = new Date(),
): EventTiming {
  if (isEventEnded(event, now)) return "ended";
  return now.getTime() < toMs(event.startTime) ? "notStarted" : "inProgress";
}

/** End time passed, or status COMPLETED (docs/product/event-page.md#timing). */
export function isEventEnded(event: { endTime: Instant; status: EventStatus }, now: Date = new Date()): boolean {
  return event.status === "COMPLETED" || now.getTime() >= toMs(event.endTime);
}

export function isEventDraft(event: { status: EventStatus }): boolean {
  return event.status === "DRAFT";
}

/**
 * docs/product/registration.md#who-can-register: the deadline itself is
 * still open; only a later instant is "passed". No deadline never closes.
 */
export function isRegistrationClosed(
  event: { registrationDeadline: Instant | null | undefined },
  now: Date = new Date(),
): boolean {
  return event.registrationDeadline != null && now.getTime() > toMs(event.registrationDeadline);
}

/** Registered count at or above the maximum; no maximum means unlimited (docs/product/registration.md#who-can-register). */
export function isEventFull(event: { maxAttendees: number | null; registrationCount: number }): boolean {
  return event.maxAttendees !== null && event.registrationCount >= event.maxAttendees;
}

export interface RegistrationEventFacts {
  isExternalEvent: boolean;
  status: EventStatus;
  startTime: Instant;
  endTime: Instant;
  registrationDeadline: Instant | null;
  maxAttendees: number | null;
  registrationCount: number;
  /** A hackathon's configuration (the event payload's, normalised); absent or null for other types. */
  hackathonConfig?: { stage: { current: HackathonStage } } | null;
}

/** A hackathon takes registrations only in its REGISTRATION stage (docs/product/hackathons.md#stages); other events always. */
export function isHackathonStageOpen(event: Pick<RegistrationEventFacts, "hackathonConfig">): boolean {
  return !event.hackathonConfig || stageAllowsRegistration(event.hackathonConfig.stage.current);
}

export interface RegistrationInput {
  event: RegistrationEventFacts;
  isLoggedIn: boolean;
  /** The viewer's own registration status, null when they have none. */
  myStatus: RegistrationStatus | null;
  now?: Date;
}

/** docs/product/registration.md#who-can-register, every condition. A CANCELLED registration may register again. */
export function canRegister(input: RegistrationInput): boolean {
  return canRegisterIgnoringCapacity(input) && !isEventFull(input.event);
}

/**
 * docs/product/registration.md#who-can-register without "not full": the
 * conditions under which the server would take (or waitlist) the person.
 */
export function canRegisterIgnoringCapacity(input: RegistrationInput): boolean {
  const { event, isLoggedIn, myStatus, now = new Date() } = input;
  return (
    !event.isExternalEvent &&
    event.status === "PUBLISHED" &&
    !isEventEnded(event, now) &&
    !isRegistrationClosed(event, now) &&
    isHackathonStageOpen(event) &&
    isLoggedIn &&
    (myStatus === null || myStatus === "CANCELLED")
  );
}

export type RegistrationStatusTextKey = Extract<
  MessageKey,
  | "registration.status.loginRequired"
  | "registration.status.external"
  | "registration.status.approved"
  | "registration.status.pending"
  | "registration.status.waitlisted"
  | "registration.status.rejected"
  | "registration.status.cancelled"
  | "registration.status.ended"
  | "registration.status.closed"
  | "registration.status.full"
  | "registration.status.unavailable"
  | "registration.status.registerNow"
  | "hackathons.registrationStageClosed"
>;

const OWN_STATUS_TEXT: Record<Exclude<RegistrationStatus, "CANCELLED">, RegistrationStatusTextKey> = {
  APPROVED: "registration.status.approved",
  PENDING: "registration.status.pending",
  WAITLISTED: "registration.status.waitlisted",
  REJECTED: "registration.status.rejected",
};

/**
 * docs/product/event-page.md#status-text, in priority: ended (for everyone, signed in or not), not logged
 * in, external, own status, closed, a hackathon's stage that takes no registrations, full, not available, register now. A CANCELLED registration shows "re-register" only while
 * registering is actually possible; on an ended or full event it falls through, so the button never
 * offers what it cannot do. Hence: canRegister ⇔ the text is registerNow or (for CANCELLED) re-register.
 */
export function registrationStatusText(input: RegistrationInput): RegistrationStatusTextKey {
  const { event, isLoggedIn, myStatus, now = new Date() } = input;
  if (isEventEnded(event, now)) return "registration.status.ended";
  if (!isLoggedIn) return "registration.status.loginRequired";
  if (event.isExternalEvent) return "registration.status.external";
  if (myStatus && myStatus !== "CANCELLED") return OWN_STATUS_TEXT[myStatus];
  if (myStatus === "CANCELLED" && canRegister(input)) return "registration.status.cancelled";
  if (isRegistrationClosed(event, now)) return "registration.status.closed";
  if (!isHackathonStageOpen(event)) return "hackathons.registrationStageClosed";
  if (isEventFull(event)) return "registration.status.full";
  if (event.status !== "PUBLISHED") return "registration.status.unavailable";
  return "registration.status.registerNow";
}

/** PENDING, WAITLISTED and APPROVED can be cancelled (docs/product/registration.md#cancelling). */
export function canCancelRegistration(status: RegistrationStatus | null): boolean {
  return status === "APPROVED" || status === "PENDING" || status === "WAITLISTED";
}

/** Approved registrants get the check-in QR ticket (docs/product/registration.md#check-in-ticket). */
export function hasCheckInTicket(status: RegistrationStatus | null): boolean {
  return status === "APPROVED";
}

/** "Cancel registration", or "leave waitlist" for the waitlisted (docs/product/registration.md#cancelling). */
export function cancelRegistrationLabelKey(
  status: RegistrationStatus,
): Extract<MessageKey, "registration.cancel" | "registration.leaveWaitlist"> {
  return status === "WAITLISTED" ? "registration.leaveWaitlist" : "registration.cancel";
}
