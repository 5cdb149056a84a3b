import { z } from "zod";
import { EVENT_MESSAGE_CHANNELS } from "../event-editor/event-editor-constants.ts";
import { REGISTRATION_STATUSES } from "../events/event-enums.ts";
import { instant } from "./envelope.ts";
import { eventCardSchema } from "./event-cards.ts";
import { userSummarySchema } from "./users.ts";

// The event console's answers: my events, the overview, messages to registrants and co-admins.

export const MY_EVENT_ROLES = ["ORGANIZER", "ADMIN"] as const;

export const myEventSchema = eventCardSchema
  .extend({
    myRole: z.enum(MY_EVENT_ROLES),
    seatsTaken: z.number().int(),
    approvedCount: z.number().int(),
    pendingCount: z.number().int(),
  })
  .meta({ id: "MyEvent" });
export type MyEvent = z.infer<typeof myEventSchema>;

/** `GET /api/user/events`. */
export const myEventsSchema = z.strictObject({ events: z.array(myEventSchema) });

const statusCounts = z.strictObject(
  Object.fromEntries(REGISTRATION_STATUSES.map((s) => [s, z.number().int()])) as Record<(typeof REGISTRATION_STATUSES)[number], z.ZodNumber>,
);

/** One invite code with the registrations it brought (also `GET /api/events/{id}/invites`). */
export const inviteStatsSchema = z.strictObject({
  code: z.string(),
  inviter: userSummarySchema,
  registrations: z.number().int().meta({ description: "Attributed registrations, except CANCELLED ones" }),
  approved: z.number().int(),
});
export type InviteStats = z.infer<typeof inviteStatsSchema>;

export const eventOverviewSchema = z
  .strictObject({
    counts: statusCounts,
    checkedIn: z.number().int(),
    maxAttendees: z.number().int().nullable(),
    seatsTaken: z.number().int(),
    viewCount: z.number().int(),
    likeCount: z.number().int(),
    ticketTypes: z.array(
      z.strictObject({ id: z.string(), name: z.string(), maxQuantity: z.number().int().nullable(), currentQuantity: z.number().int(), isActive: z.boolean() }),
    ),
    invites: z.array(inviteStatsSchema),
  })
  .meta({ id: "EventOverview" });
export type EventOverview = z.infer<typeof eventOverviewSchema>;

export const eventMessageSchema = z
  .strictObject({
    id: z.string(),
    subject: z.string(),
    body: z.string(),
    statuses: z.array(z.enum(REGISTRATION_STATUSES)),
    channels: z.array(z.enum(EVENT_MESSAGE_CHANNELS)),
    recipients: z.number().int(),
    sentBy: userSummarySchema,
    createdAt: instant(),
  })
  .meta({ id: "EventMessage" });
export type EventMessage = z.infer<typeof eventMessageSchema>;

/** `GET /api/events/{id}/messages`. */
export const eventMessagesSchema = z.strictObject({ messages: z.array(eventMessageSchema) });
/** `POST /api/events/{id}/messages`. */
export const sentEventMessageSchema = z.strictObject({ message: z.strictObject({ id: z.string(), recipients: z.number().int() }) });

/** `POST /api/events/{id}/registrations/bulk`: one result per id. */
export const bulkResultSchema = z.strictObject({ id: z.string(), ok: z.boolean(), status: z.string().optional(), error: z.string().optional() });
export type BulkResult = z.infer<typeof bulkResultSchema>;
export const bulkResultsSchema = z.strictObject({ results: z.array(bulkResultSchema) });

export const eventAdminSchema = z
  .strictObject({ user: userSummarySchema, canEditEvent: z.boolean(), canManageRegistrations: z.boolean(), canCheckIn: z.boolean() })
  .meta({ id: "EventAdmin" });
export type EventAdmin = z.infer<typeof eventAdminSchema>;

export const eventAdminsSchema = z.strictObject({ admins: z.array(eventAdminSchema) });
export const eventAdminResultSchema = z.strictObject({ admin: eventAdminSchema });
export const eventAdminRemovedSchema = z.strictObject({ removed: z.literal(true) });
