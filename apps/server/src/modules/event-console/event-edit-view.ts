import type { EventEdit } from "@commons/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventQuestions, events, ticketTypes } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { type EventPermissions, requireEventAccess } from "../events/event-permissions.ts";

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
    participantsVisibility: e.participantsVisibility,
    registrationSuccessInfo: e.registrationSuccessInfo,
    registrationSuccessImage: e.registrationSuccessImage,
    registrationPendingInfo: e.registrationPendingInfo,
    registrationPendingImage: e.registrationPendingImage,
    organizerContact: e.organizerContact,
    paymentNote: e.paymentNote,
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
