import { z } from "zod";
import { REGISTRATION_STATUSES } from "../events/event-enums.ts";
import {
  BULK_REGISTRATIONS_MAX,
  EVENT_MESSAGE_BODY_MAX_LENGTH,
  EVENT_MESSAGE_CHANNELS,
  EVENT_MESSAGE_SUBJECT_MAX_LENGTH,
} from "./event-editor-constants.ts";

const flag = z.boolean();

/** `POST /api/events/{id}/admins`: invite a co-admin by username or email (organiser only). */
export const eventAdminInviteSchema = z.strictObject({
  usernameOrEmail: z.string().trim().min(1).max(254),
  canEditEvent: flag.default(false),
  canManageRegistrations: flag.default(false),
  canCheckIn: flag.default(false),
});
export type EventAdminInvite = z.output<typeof eventAdminInviteSchema>;

/** `PATCH /api/events/{id}/admins/{userId}`: change any of the flags. */
export const eventAdminFlagsSchema = z.strictObject({
  canEditEvent: flag.optional(),
  canManageRegistrations: flag.optional(),
  canCheckIn: flag.optional(),
});
export type EventAdminFlagsPatch = z.output<typeof eventAdminFlagsSchema>;

/** `POST /api/events/{id}/messages`: plain text to the registrants of the chosen statuses. */
export const eventMessageInputSchema = z.strictObject({
  statuses: z
    .array(z.enum(REGISTRATION_STATUSES))
    .min(1, "console.message.statusesRequired")
    .max(REGISTRATION_STATUSES.length)
    .transform((list) => [...new Set(list)]),
  channels: z
    .array(z.enum(EVENT_MESSAGE_CHANNELS))
    .min(1, "console.message.channelsRequired")
    .max(EVENT_MESSAGE_CHANNELS.length)
    .transform((list) => [...new Set(list)]),
  subject: z
    .string()
    .trim()
    .min(1, "console.message.subjectRequired")
    .max(EVENT_MESSAGE_SUBJECT_MAX_LENGTH, "console.message.subjectTooLong"),
  body: z
    .string()
    .trim()
    .min(1, "console.message.bodyRequired")
    .max(EVENT_MESSAGE_BODY_MAX_LENGTH, "console.message.bodyTooLong"),
});
export type EventMessageInput = z.output<typeof eventMessageInputSchema>;

/** `POST /api/events/{id}/registrations/bulk`. */
export const bulkRegistrationsSchema = z.strictObject({
  registrationIds: z
    .array(z.string().trim().min(1).max(64))
    .min(1)
    .max(BULK_REGISTRATIONS_MAX, "console.bulk.tooMany")
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(["APPROVED", "REJECTED", "WAITLISTED"]),
  note: z.string().trim().max(500).nullable().optional(),
});
export type BulkRegistrationsInput = z.output<typeof bulkRegistrationsSchema>;
