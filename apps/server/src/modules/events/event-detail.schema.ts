import { z } from "@hono/zod-openapi";
import { questionType } from "../../db/schema/index.ts";
import { instant } from "../../lib/openapi.ts";
import { userSummarySchema } from "../users/user-summary.ts";
import { eventCardSchema } from "./event-cards.queries.ts";

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

export const eventDetailSchema = eventCardSchema
  .extend({
    richContent: z.string().nullable().openapi({ description: "Sanitised HTML" }),
    description: z.string().nullable(),
    onlineUrl: z
      .string()
      .nullable()
      .openapi({ description: "Only for approved registrants, the organiser and event admins; null otherwise" }),
    registrationDeadline: instant().nullable(),
    requireApproval: z.boolean(),
    ticketTypes: z.array(ticketTypeSchema),
    questions: z.array(eventQuestionSchema),
    participants: z.array(userSummarySchema).openapi({ description: "The first APPROVED registrants, by registration time" }),
    isEventAdmin: z.boolean(),
    viewCount: z.number().int(),
  })
  .openapi("EventDetail");

export type EventDetail = z.infer<typeof eventDetailSchema>;
