import { z } from "zod";
import { QUESTION_TYPES } from "../event-editor/event-editor-constants.ts";
import { EVENT_STATUSES, EVENT_TYPES } from "../events/event-enums.ts";
import { PARTICIPANTS_VISIBILITIES } from "../participants/participants-visibility.ts";
import { instant } from "./envelope.ts";
import { ticketTypeSchema } from "./event-detail.ts";

// The event editor's answers: `POST /api/events`, `GET /api/events/{id}/edit`, `PATCH /api/events/{id}`, the
// lifecycle actions and `DELETE /api/events/{id}`.

const text = () => z.string().nullable();

export const eventPermissionsSchema = z
  .strictObject({ isOrganizer: z.boolean(), canEditEvent: z.boolean(), canManageRegistrations: z.boolean(), canCheckIn: z.boolean() })
  .meta({ id: "EventPermissions" });
export type EventPermissions = z.infer<typeof eventPermissionsSchema>;

/** Every editor field as stored, plus the ids and counters the editor needs to update lists in place. */
export const eventEditSchema = z
  .strictObject({
    id: z.string(),
    status: z.enum(EVENT_STATUSES),
    publishedAt: instant().nullable(),
    title: z.string(),
    shortDescription: text(),
    richContent: text(),
    coverImage: text(),
    type: z.enum(EVENT_TYPES),
    startTime: instant(),
    endTime: instant(),
    timezone: z.string(),
    isOnline: z.boolean(),
    onlineUrl: text(),
    address: text(),
    city: text(),
    maxAttendees: z.number().int().nullable(),
    seatsTaken: z.number().int(),
    registrationDeadline: instant().nullable(),
    requireApproval: z.boolean(),
    requireProjectSubmission: z.boolean(),
    askDigitalCardConsent: z.boolean(),
    participantsVisibility: z.enum(PARTICIPANTS_VISIBILITIES),
    registrationSuccessInfo: text(),
    registrationSuccessImage: text(),
    registrationPendingInfo: text(),
    registrationPendingImage: text(),
    organizerContact: text(),
    paymentNote: text(),
    tags: z.array(z.string()),
    organizerId: z.string(),
    organizationId: text(),
    isExternalEvent: z.boolean(),
    externalUrl: text(),
    ticketTypes: z.array(ticketTypeSchema.extend({ sortOrder: z.number().int() })),
    questions: z.array(
      z.strictObject({
        id: z.string(),
        question: z.string(),
        description: text(),
        type: z.enum(QUESTION_TYPES),
        options: z.array(z.string()),
        required: z.boolean(),
        sortOrder: z.number().int(),
      }),
    ),
  })
  .meta({ id: "EventEdit" });
export type EventEdit = z.infer<typeof eventEditSchema>;
export type EditableTicketType = EventEdit["ticketTypes"][number];
export type EditableQuestion = EventEdit["questions"][number];

/** `GET /api/events/{id}/edit` and `PATCH /api/events/{id}`. */
export const eventEditViewSchema = z.strictObject({ event: eventEditSchema, permissions: eventPermissionsSchema });
export type EventEditView = z.infer<typeof eventEditViewSchema>;

/** `POST /api/events`: the new draft. */
export const createdEventSchema = z.strictObject({ event: z.strictObject({ id: z.string(), status: z.literal("DRAFT") }) });

/** `POST /api/events/{id}/publish|cancel|complete`. */
export const eventLifecycleSchema = z.strictObject({
  event: z.strictObject({ id: z.string(), status: z.enum(EVENT_STATUSES), publishedAt: instant().nullable() }),
});
export type EventLifecycle = z.infer<typeof eventLifecycleSchema>;

/** `DELETE /api/events/{id}`: when it was deleted (docs/product/organiser-console.md#deleting-an-event). */
export const deletedEventSchema = z.strictObject({ event: z.strictObject({ id: z.string(), deletedAt: instant() }) });
export type DeletedEvent = z.infer<typeof deletedEventSchema>;
