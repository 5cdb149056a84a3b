import type { MessageKey } from "../i18n/messages.zh.ts";

/** The event detail layout depends on the type (docs/product/event-page.md#layout-by-type). */
export const EVENT_TYPES = ["MEETUP", "HACKATHON", "BUILDING_PUBLIC"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * DRAFT, PUBLISHED and COMPLETED are the spec's; CANCELLED is ours for a
 * called-off event (docs/product/event-page.md#event-types-and-statuses).
 */
export const EVENT_STATUSES = ["DRAFT", "PUBLISHED", "COMPLETED", "CANCELLED"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** docs/product/registration.md#statuses. */
export const REGISTRATION_STATUSES = ["APPROVED", "PENDING", "WAITLISTED", "REJECTED", "CANCELLED"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export function eventTypeLabelKey(type: EventType): MessageKey {
  return `eventType.${type}`;
}

/** The list page and the participants dialog page by 12 (docs/product/event-page.md#routes). */
export const EVENTS_PAGE_SIZE = 12;
export const PARTICIPANTS_PAGE_SIZE = 12;
/** First 5 avatars, then +N (docs/product/event-page.md#info-card). */
export const PARTICIPANT_PREVIEW_COUNT = 5;
/** First 4 tags, then a remainder count (docs/product/event-page.md#info-card). */
export const TAGS_SHOWN = 4;
