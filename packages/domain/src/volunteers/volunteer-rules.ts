import { z } from "zod";
import type { EventStatus } from "../events/event-enums.ts";
import { isEventEnded } from "../events/event-rules.ts";
import type { MessageKey } from "../i18n/messages.zh.ts";
import type { VolunteerStatus } from "./volunteer-status.ts";

// docs/product/people.md#volunteers: who may apply and cancel, and what an organiser may send.

/** Ours: the longest application note. The spec only says it is required after trimming. */
export const VOLUNTEER_NOTE_MAX = 500;
/** Ours: an event role's own description. */
export const VOLUNTEER_ROLE_DESCRIPTION_MAX = 500;
/** Ours: the most people one role recruits, and the most roles one event has. */
export const VOLUNTEER_RECRUIT_MAX = 1000;
export const VOLUNTEER_ROLES_MAX = 20;
/** Ours: the volunteer contact text shown to approved volunteers. */
export const VOLUNTEER_CONTACT_MAX = 500;
/** Ours: applies and cancels per user per minute; a person needs a handful at most. */
export const VOLUNTEER_WRITE_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

const roleId = z.string().trim().min(1).max(64);

/** POST /api/events/{id}/volunteers/apply. */
export const volunteerApplySchema = z.strictObject({
  eventVolunteerRoleId: roleId,
  note: z.string().trim().min(1, "volunteers.noteRequired").max(VOLUNTEER_NOTE_MAX, "volunteers.noteTooLong"),
});
export type VolunteerApplyRequest = z.infer<typeof volunteerApplySchema>;

/** DELETE /api/events/{id}/volunteers/cancel (JSON body; the same field is also accepted as a query parameter). */
export const volunteerCancelSchema = z.strictObject({ eventVolunteerRoleId: roleId });

/** One role as the editor sends it: `id` for a role that exists (updated in place), none for a new one. */
export const volunteerRoleInputSchema = z.strictObject({
  id: roleId.optional(),
  baseRoleId: roleId,
  description: z.string().trim().max(VOLUNTEER_ROLE_DESCRIPTION_MAX).nullable().optional(),
  recruitCount: z.number().int().min(1).max(VOLUNTEER_RECRUIT_MAX),
  requireApproval: z.boolean(),
  isRequired: z.boolean(),
  /** Closed roles take no applications and are hidden from the public list; their applications stay. */
  closed: z.boolean(),
});
export type VolunteerRoleInput = z.infer<typeof volunteerRoleInputSchema>;

/** PUT /api/events/{id}/volunteer-roles: the whole list, in display order, and the volunteers' contact. */
export const volunteerRolesUpdateSchema = z.strictObject({
  roles: z.array(volunteerRoleInputSchema).max(VOLUNTEER_ROLES_MAX),
  volunteerContactInfo: z.string().trim().max(VOLUNTEER_CONTACT_MAX).nullable(),
  volunteerWechatQrCode: z.string().trim().max(2000).nullable(),
});
export type VolunteerRolesUpdate = z.infer<typeof volunteerRolesUpdateSchema>;

/** What the apply rule needs to know about the event. */
export interface VolunteerEventFacts {
  status: EventStatus;
  endTime: Date | string;
  isExternalEvent: boolean;
}

/** Why an event takes no volunteer applications at all, or null when it takes them (spec §4). */
export function volunteerEventRefusal(event: VolunteerEventFacts, now: Date = new Date()): MessageKey | null {
  if (event.status === "DRAFT") return "volunteers.eventDraft";
  if (event.status === "CANCELLED") return "volunteers.eventCancelled";
  if (event.isExternalEvent) return "volunteers.externalEvent";
  if (isEventEnded(event, now)) return "volunteers.eventEnded";
  return null;
}

export interface VolunteerApplyFacts {
  event: VolunteerEventFacts;
  role: { approvedCount: number; recruitCount: number; closed: boolean };
  /** The caller's earlier application on this role, null without one. */
  previous: VolunteerStatus | null;
}

/**
 * Spec §4: apply only with no application or a REJECTED / CANCELLED one, only while approved < recruit,
 * only for an event that is not ended, draft or external; ours: nor cancelled, nor a closed role.
 * Answers the refusal's message, or null when the application may be made.
 */
export function canApply(facts: VolunteerApplyFacts, now: Date = new Date()): MessageKey | null {
  const eventRefusal = volunteerEventRefusal(facts.event, now);
  if (eventRefusal) return eventRefusal;
  if (facts.previous === "APPLIED") return "volunteers.alreadyApplied";
  if (facts.previous === "APPROVED") return "volunteers.alreadyApproved";
  if (facts.role.closed) return "volunteers.roleClosed";
  if (facts.role.approvedCount >= facts.role.recruitCount) return "volunteers.roleFull";
  return null;
}

/** Spec §4: an APPLIED or APPROVED application may be cancelled. */
export function canCancel(status: VolunteerStatus | null): boolean {
  return status === "APPLIED" || status === "APPROVED";
}

/** How many more people a role still wants (never negative). */
export function volunteersStillWanted(role: { approvedCount: number; recruitCount: number }): number {
  return Math.max(0, role.recruitCount - role.approvedCount);
}
