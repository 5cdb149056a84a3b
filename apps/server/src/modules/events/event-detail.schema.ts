import { z } from "@hono/zod-openapi";
import { REGISTRATION_STATUSES } from "@commons/domain";
import { questionType } from "../../db/schema/index.ts";
import { instant } from "../../lib/openapi.ts";
import { userSummarySchema } from "../users/user-summary.ts";
import { eventCardSchema, organizationRefSchema } from "./event-cards.queries.ts";

export const ticketTypeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    priceCents: z.number().int(),
    maxQuantity: z.number().int().nullable(),
    currentQuantity: z.number().int(),
    isActive: z.boolean(),
  })
  .openapi("TicketType");

export const eventQuestionSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    description: z.string().nullable(),
    type: z.enum(questionType.enumValues),
    options: z.array(z.string()),
    required: z.boolean(),
  })
  .openapi("EventQuestion");

/** The organiser as the event page shows them: the public summary plus city and bio. Never contact data. */
export const eventOrganizerSchema = userSummarySchema
  .extend({ city: z.string().nullable(), bio: z.string().nullable() })
  .openapi("EventOrganizer");

export const contactMethodsSchema = z
  .object({
    email: z.string().nullable().openapi({ description: "Only when the organiser chose showEmail; never a placeholder address" }),
    wechatId: z.string().nullable().openapi({ description: "Only when the organiser chose showWechat" }),
    preferredContact: z.string().nullable(),
  })
  .openapi("ContactMethods", { description: "How to reach the organiser; the phone number is never included" });

export const viewerRegistrationSchema = z
  .object({
    id: z.string(),
    status: z.enum(REGISTRATION_STATUSES),
    ticketTypeId: z.string().nullable(),
    registeredAt: instant(),
    checkedInAt: instant().nullable(),
  })
  .openapi("ViewerRegistration");

export const eventViewerSchema = z
  .object({
    liked: z.boolean(),
    bookmarked: z.boolean(),
    subscribed: z.boolean().openapi({ description: "About the host the page shows: the organisation when present, else the organiser" }),
    registration: viewerRegistrationSchema.nullable(),
  })
  .openapi("EventViewer");

export const eventDetailSchema = eventCardSchema
  .extend({
    organizer: eventOrganizerSchema,
    organization: organizationRefSchema.extend({ description: z.string().nullable() }).nullable(),
    richContent: z.string().nullable().openapi({ description: "Sanitised HTML" }),
    description: z.string().nullable(),
    externalUrl: z.string().nullable(),
    onlineUrl: z
      .string()
      .nullable()
      .openapi({ description: "Only for approved registrants, the organiser and event admins; null otherwise" }),
    registrationDeadline: instant().nullable(),
    requireApproval: z.boolean(),
    requireProjectSubmission: z.boolean(),
    askDigitalCardConsent: z.boolean(),
    hackathonConfig: z.unknown().nullable(),
    buildingConfig: z.unknown().nullable(),
    seatsTaken: z.number().int().openapi({ description: "Seats held by APPROVED and PENDING registrations" }),
    isFull: z.boolean().openapi({ description: "seatsTaken >= maxAttendees (never true without a maximum)" }),
    organizerContact: z.string().nullable().openapi({ description: "null for external events" }),
    contactMethods: contactMethodsSchema,
    likeCount: z.number().int(),
    registrationSuccessInfo: z.string().nullable().openapi({ description: "Only for admins and APPROVED viewers" }),
    registrationSuccessImage: z.string().nullable(),
    registrationPendingInfo: z.string().nullable().openapi({ description: "Only for admins and PENDING viewers" }),
    registrationPendingImage: z.string().nullable(),
    ticketTypes: z.array(ticketTypeSchema),
    questions: z.array(eventQuestionSchema),
    participants: z.array(userSummarySchema).openapi({ description: "The first APPROVED registrants, by registration time" }),
    isEventAdmin: z.boolean(),
    viewCount: z.number().int(),
    viewer: eventViewerSchema.nullable().openapi({ description: "null when signed out" }),
  })
  .openapi("EventDetail");

export type EventDetail = z.infer<typeof eventDetailSchema>;
