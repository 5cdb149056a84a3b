import { z } from "zod";
import { EVENT_STATUSES, EVENT_TYPES } from "../events/event-enums.ts";
import { instant, paginationSchema } from "./envelope.ts";
import { userSummarySchema } from "./users.ts";

export const organizationRefSchema = z
  .strictObject({ id: z.string(), name: z.string(), logo: z.string().nullable(), slug: z.string() })
  .meta({ id: "OrganizationRef" });
export type OrganizationRef = z.infer<typeof organizationRefSchema>;

/** An event as lists show it: /api/events, a person's page, an organisation's page, bookmarks. */
export const eventCardSchema = z
  .strictObject({
    id: z.string(),
    title: z.string(),
    shortDescription: z.string().nullable(),
    coverImage: z.string().nullable(),
    type: z.enum(EVENT_TYPES),
    status: z.enum(EVENT_STATUSES),
    featured: z.boolean(),
    isExternalEvent: z.boolean(),
    startTime: instant(),
    endTime: instant(),
    timezone: z.string(),
    isOnline: z.boolean(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    maxAttendees: z.number().int().nullable(),
    registrationCount: z.number().int().meta({ description: "APPROVED registrations" }),
    tags: z.array(z.string()),
    organizer: userSummarySchema,
    organization: organizationRefSchema.nullable(),
  })
  .meta({ id: "EventCard" });
export type EventCard = z.infer<typeof eventCardSchema>;

/** `GET /api/events`. */
export const eventsPageSchema = z.strictObject({ events: z.array(eventCardSchema), pagination: paginationSchema });
export type EventsPage = z.infer<typeof eventsPageSchema>;
