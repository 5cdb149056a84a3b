import type { RegistrationStatus } from "../events/event-enums.ts";
import { CHECK_IN_SHARE_TEXT_MAX, CHALLENGE_TEASER_LENGTH, type ChallengeVisibility } from "./challenge-constants.ts";

// docs/product/challenges.md: who may set up, what completes, and who sees what.

/** Setup (and so check-ins) needs a registration that is approved, pending or waitlisted. */
export const CHALLENGE_SETUP_STATUSES: readonly RegistrationStatus[] = ["APPROVED", "PENDING", "WAITLISTED"];
export const canSetUpChallenge = (status: RegistrationStatus | null | undefined): boolean =>
  status != null && CHALLENGE_SETUP_STATUSES.includes(status);

/** Completed once the count reaches the configured number; deleting below it undoes completion. */
export const isChallengeCompleted = (checkInCount: number, requiredCheckIns: number): boolean => checkInCount >= requiredCheckIns;

/**
 * Who sees a participants-only person's check-ins and any check-in not marked public: the event's registrants
 * (a live registration, as for setup) and its organisers; the author always sees their own.
 */
export function canSeeRestrictedCheckIns(viewer: { registrationStatus: RegistrationStatus | null | undefined; isManager: boolean }): boolean {
  return viewer.isManager || canSetUpChallenge(viewer.registrationStatus);
}

/** A check-in any visitor may see: marked public, by a participant whose check-ins are public. */
export const isCheckInPublic = (checkIn: { isPublic: boolean }, visibility: ChallengeVisibility): boolean =>
  checkIn.isPublic && visibility === "PUBLIC";

/** Completion rate: completed / participants (0 with no participants), a fraction 0–1. */
export const completionRate = (completed: number, participants: number): number => (participants > 0 ? completed / participants : 0);

/** Cuts text to `max` characters (whole code points), with an ellipsis when cut. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max).join("")}…`;
}

/** The header's teaser: the short description as plain text, 30 characters. */
export const challengeTeaser = (shortDescription: string | null | undefined): string =>
  cutText((shortDescription ?? "").replace(/<[^>]*>/g, " ").replace(/\s+/g, " "), CHALLENGE_TEASER_LENGTH);

/** The link a shared check-in carries: the event page filtered to the author's check-ins. */
export const checkInShareLink = (origin: string, locale: string, eventId: string, userId: string): string =>
  `${origin}/${locale}/events/${encodeURIComponent(eventId)}?user=${encodeURIComponent(userId)}`;

/** The share text's body: the check-in's content cut to 100 characters. */
export const checkInShareContent = (content: string): string => cutText(content, CHECK_IN_SHARE_TEXT_MAX);
