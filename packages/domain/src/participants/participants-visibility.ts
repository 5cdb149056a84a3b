// docs/product/people.md#who-sees-participants: the organiser chooses who may see an event's participants
// (the list, their projects and their digital cards). Registrants only unless they choose otherwise.

export const PARTICIPANTS_VISIBILITIES = ["PUBLIC", "REGISTRANTS", "ORGANISERS"] as const;
export type ParticipantsVisibility = (typeof PARTICIPANTS_VISIBILITIES)[number];
export const DEFAULT_PARTICIPANTS_VISIBILITY: ParticipantsVisibility = "REGISTRANTS";

export interface ParticipantsViewer {
  /** Signed in at all. */
  signedIn: boolean;
  /** The organiser or an event admin. */
  isManager: boolean;
  /** Holds an APPROVED registration for the event. */
  isApprovedRegistrant: boolean;
}

/**
 * Whether a viewer may see the event's participants. "Registrants" means approved ones: someone still
 * pending or waitlisted has not joined yet, and a cancelled or rejected one has left.
 */
export function canSeeParticipants(visibility: ParticipantsVisibility, viewer: ParticipantsViewer): boolean {
  if (viewer.isManager) return true;
  if (visibility === "PUBLIC") return true;
  if (visibility === "REGISTRANTS") return viewer.isApprovedRegistrant;
  return false;
}

/**
 * What the event page's payload says about the reader: signed in, the server computed it
 * (`viewer.canSeeParticipants`); signed out, only a PUBLIC list is visible.
 */
export function eventShowsParticipants(event: { participantsVisibility: ParticipantsVisibility; viewer: { canSeeParticipants: boolean } | null }): boolean {
  return event.viewer ? event.viewer.canSeeParticipants : event.participantsVisibility === "PUBLIC";
}
