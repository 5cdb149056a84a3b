import type { MessageKey } from "../i18n/messages.zh.ts";

/** Doc 2 §3: the event detail layout depends on the type. */
export const EVENT_TYPES = ["MEETUP", "HACKATHON", "BUILDING_PUBLIC"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Doc 1 §3 sees DRAFT and COMPLETED, doc 2 §3 PUBLISHED; CANCELLED is ours for a called-off event. */
export const EVENT_STATUSES = ["DRAFT", "PUBLISHED", "COMPLETED", "CANCELLED"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Doc 1 §3 / doc 2 §3. */
export const REGISTRATION_STATUSES = ["APPROVED", "PENDING", "WAITLISTED", "REJECTED", "CANCELLED"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export function eventTypeLabelKey(type: EventType): MessageKey {
  return `eventType.${type}`;
}

/** Doc 1 §9: the list page and the participants dialog page by 12. */
export const EVENTS_PAGE_SIZE = 12;
export const PARTICIPANTS_PAGE_SIZE = 12;
/** Doc 1 §2/§9: first 5 avatars, then +N. */
export const PARTICIPANT_PREVIEW_COUNT = 5;
/** Doc 1 §2/§9: first 4 tags, then a remainder count. */
export const TAGS_SHOWN = 4;
