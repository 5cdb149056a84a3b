import { z } from "@hono/zod-openapi";
import { EVENT_STATUSES, EVENT_TYPES, QUESTION_TYPES } from "@commons/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventQuestions, events, ticketTypes } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { instant } from "../../lib/openapi.ts";
import { type EventPermissions, requireEventAccess } from "../events/event-permissions.ts";

const text = () => z.string().nullable();

export const eventPermissionsSchema = z
  .object({ isOrganizer: z.boolean(), canEditEvent: z.boolean(), canManageRegistrations: z.boolean(), canCheckIn: z.boolean() })
  .openapi("EventPermissions");

/** Every editor field as stored, plus the ids and counters the editor needs to update lists in place. */
export const eventEditSchema = z
  .object({
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
    registrationSuccessInfo: text(),
    registrationSuccessImage: text(),
    registrationPendingInfo: text(),
    registrationPendingImage: text(),
    organizerContact: text(),
    tags: z.array(z.string()),
    organizerId: z.string(),
    organizationId: text(),
    isExternalEvent: z.boolean(),
    externalUrl: text(),
    ticketTypes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: text(),
        priceCents: z.number().int(),
        maxQuantity: z.number().int().nullable(),
        currentQuantity: z.number().int(),
        isActive: z.boolean(),
        sortOrder: z.number().int(),
      }),
    ),
    questions: z.array(
      z.object({
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
  .openapi("EventEdit");

export type EventEdit = z.infer<typeof eventEditSchema>;

function publicPermissions(p: EventPermissions) {
  return { isOrganizer: p.isOrganizer, canEditEvent: p.canEditEvent, canManageRegistrations: p.canManageRegistrations, canCheckIn: p.canCheckIn };
}

/** The event as the editor loads it, for the organiser or any of its admins. */
export async function getEventForEdit(db: Db, eventId: string, userId: string) {
  const { permissions } = await requireEventAccess(db, eventId, userId, "anyAdmin");
  const [[e], tickets, questions] = await Promise.all([
    db.select().from(events).where(eq(events.id, eventId)).limit(1),
    // Inactive ticket types are listed too: registrations may still hold them, and they can be re-activated.
    db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId)).orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id)),
    db
      .select()
      .from(eventQuestions)
      .where(and(eq(eventQuestions.eventId, eventId), isNull(eventQuestions.archivedAt)))
      .orderBy(asc(eventQuestions.sortOrder), asc(eventQuestions.id)),
  ]);
  if (!e) throw notFound("error.eventNotFound");
  const event: EventEdit = {
    id: e.id,
    status: e.status,
    publishedAt: e.publishedAt?.toISOString() ?? null,
    title: e.title,
    shortDescription: e.shortDescription,
    richContent: e.richContent,
    coverImage: e.coverImage,
    type: e.type,
    startTime: e.startTime.toISOString(),
    endTime: e.endTime.toISOString(),
    timezone: e.timezone,
    isOnline: e.isOnline,
    onlineUrl: e.onlineUrl,
    address: e.address,
    city: e.city,
    maxAttendees: e.maxAttendees,
    seatsTaken: e.seatsTaken,
    registrationDeadline: e.registrationDeadline?.toISOString() ?? null,
    requireApproval: e.requireApproval,
    requireProjectSubmission: e.requireProjectSubmission,
    askDigitalCardConsent: e.askDigitalCardConsent,
    registrationSuccessInfo: e.registrationSuccessInfo,
    registrationSuccessImage: e.registrationSuccessImage,
    registrationPendingInfo: e.registrationPendingInfo,
    registrationPendingImage: e.registrationPendingImage,
    organizerContact: e.organizerContact,
    tags: e.tags,
    organizerId: e.organizerId,
    organizationId: e.organizationId,
    isExternalEvent: e.isExternalEvent,
    externalUrl: e.externalUrl,
    ticketTypes: tickets.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      priceCents: t.priceCents,
      maxQuantity: t.maxQuantity,
      currentQuantity: t.currentQuantity,
      isActive: t.isActive,
      sortOrder: t.sortOrder,
    })),
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      description: q.description,
      type: q.type,
      options: q.options,
      required: q.required,
      sortOrder: q.sortOrder,
    })),
  };
  return { event, permissions: publicPermissions(permissions) };
}
