import { z } from "zod";
import { buildingConfigSchema } from "../challenges/challenge-config.ts";
import { hackathonConfigSchema } from "../hackathons/hackathon-config.ts";
import { QUESTION_TYPES } from "../event-editor/event-editor-constants.ts";
import { REGISTRATION_STATUSES } from "../events/event-enums.ts";
import { PARTICIPANTS_VISIBILITIES } from "../participants/participants-visibility.ts";
import { instant } from "./envelope.ts";
import { eventCardSchema, organizationRefSchema } from "./event-cards.ts";
import { userSummarySchema } from "./users.ts";

// `GET /api/events/{id}`: one event as the caller may see it.

export const ticketTypeSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    priceCents: z.number().int(),
    maxQuantity: z.number().int().nullable(),
    currentQuantity: z.number().int(),
    isActive: z.boolean(),
  })
  .meta({ id: "TicketType" });
export type TicketType = z.infer<typeof ticketTypeSchema>;

export const eventQuestionSchema = z
  .strictObject({
    id: z.string(),
    question: z.string(),
    description: z.string().nullable(),
    type: z.enum(QUESTION_TYPES),
    options: z.array(z.string()),
    required: z.boolean(),
  })
  .meta({ id: "EventQuestion" });
export type EventQuestion = z.infer<typeof eventQuestionSchema>;

/** The organiser as the event page shows them: the public summary plus city and bio. Never contact data. */
export const eventOrganizerSchema = userSummarySchema
  .extend({ city: z.string().nullable(), bio: z.string().nullable() })
  .meta({ id: "EventOrganizer" });

export const contactMethodsSchema = z
  .strictObject({
    email: z.string().nullable().meta({ description: "Only when the organiser chose showEmail; never a placeholder address" }),
    wechatId: z.string().nullable().meta({ description: "Only when the organiser chose showWechat" }),
    preferredContact: z.string().nullable(),
  })
  .meta({ id: "ContactMethods", description: "How to reach the organiser; the phone number is never included" });
export type ContactMethods = z.infer<typeof contactMethodsSchema>;

export const viewerRegistrationSchema = z
  .strictObject({
    id: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    ticketTypeId: z.string().nullable(),
    registeredAt: instant(),
    checkedInAt: instant().nullable(),
    allowDigitalCardDisplay: z.boolean().nullable().meta({
      description: "The caller's consent to show their digital card (null: never asked nor set; docs/product/people.md#digital-cards)",
    }),
  })
  .meta({ id: "ViewerRegistration" });
export type ViewerRegistration = z.infer<typeof viewerRegistrationSchema>;

export const eventViewerSchema = z
  .strictObject({
    liked: z.boolean(),
    bookmarked: z.boolean(),
    subscribed: z.boolean().meta({ description: "About the host the page shows: the organisation when present, else the organiser" }),
    registration: viewerRegistrationSchema.nullable(),
    canSeeParticipants: z.boolean().meta({
      description: "May see the participants list, their projects and cards (docs/product/people.md#who-sees-participants)",
    }),
    isJudge: z.boolean().meta({ description: "Named a judge of this hackathon (docs/product/hackathons.md#judging); false for other types" }),
  })
  .meta({ id: "EventViewer", description: "The signed-in reader's own state; an event's `viewer` is null when signed out" });
export type EventViewer = z.infer<typeof eventViewerSchema>;

export const eventDetailSchema = eventCardSchema
  .extend({
    organizer: eventOrganizerSchema,
    organization: organizationRefSchema.extend({ description: z.string().nullable() }).nullable(),
    richContent: z.string().nullable().meta({ description: "Sanitised HTML" }),
    description: z.string().nullable(),
    externalUrl: z.string().nullable(),
    onlineUrl: z.string().nullable().meta({ description: "Only for approved registrants, the organiser and event admins; null otherwise" }),
    registrationDeadline: instant().nullable(),
    requireApproval: z.boolean(),
    requireProjectSubmission: z.boolean(),
    askDigitalCardConsent: z.boolean(),
    hackathonConfig: hackathonConfigSchema.nullable().meta({ description: "Whole (defaults filled, stage derived when unset) for a HACKATHON; null for other types" }),
    buildingConfig: buildingConfigSchema.nullable().meta({ description: "Whole (defaults filled) for a BUILDING_PUBLIC challenge; null for other types" }),
    seatsTaken: z.number().int().meta({ description: "Seats held by APPROVED and PENDING registrations" }),
    isFull: z.boolean().meta({ description: "seatsTaken >= maxAttendees (never true without a maximum)" }),
    organizerContact: z.string().nullable().meta({ description: "null for external events" }),
    paymentNote: z.string().nullable().meta({ description: "How a priced ticket is paid for (outside Commons), plain text; null for external events" }),
    contactMethods: contactMethodsSchema,
    likeCount: z.number().int(),
    registrationSuccessInfo: z.string().nullable().meta({ description: "Only for admins and APPROVED viewers" }),
    registrationSuccessImage: z.string().nullable(),
    registrationPendingInfo: z.string().nullable().meta({ description: "Only for admins and PENDING viewers" }),
    registrationPendingImage: z.string().nullable(),
    ticketTypes: z.array(ticketTypeSchema),
    questions: z.array(eventQuestionSchema),
    participants: z.array(userSummarySchema).meta({ description: "The first APPROVED registrants, by registration time" }),
    isEventAdmin: z.boolean(),
    participantsVisibility: z.enum(PARTICIPANTS_VISIBILITIES).meta({
      description: "The organiser's choice; a signed-out reader may see the participants only when PUBLIC (signed in: viewer.canSeeParticipants)",
    }),
    viewCount: z.number().int(),
    // No description of its own here: one on the nullable wrapper would inline EventViewer instead of referring to it.
    viewer: eventViewerSchema.nullable(),
  })
  .meta({ id: "EventDetail" });
export type EventDetail = z.infer<typeof eventDetailSchema>;
