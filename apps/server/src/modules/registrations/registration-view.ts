import type { MyRegistration } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventAdmins, registrations } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { type EventFacts, readEventFacts } from "./capacity-guard.ts";

export type RegistrationRow = typeof registrations.$inferSelect;

export function toMyRegistration(r: RegistrationRow): MyRegistration {
  return {
    id: r.id,
    eventId: r.eventId,
    status: r.status,
    ticketTypeId: r.ticketTypeId,
    registeredAt: r.registeredAt.toISOString(),
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    allowDigitalCardDisplay: r.allowDigitalCardDisplay,
    projectId: r.projectId,
  };
}

// Ids are UUIDs today; anything implausible is "not found" without touching the database.
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export async function findRegistration(db: Db, eventId: string, userId: string): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
    .limit(1);
  return row ?? null;
}

export type EventRight = "canManageRegistrations" | "canCheckIn";

/**
 * The organiser, or an event admin holding `right` (design rule 3). Someone without it learns only that
 * the event exists if it is public; a draft stays a 404 to them.
 */
export async function requireEventRight(db: Db, eventId: string, userId: string, rights: EventRight[]): Promise<EventFacts> {
  if (!ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const event = await readEventFacts(db, eventId);
  if (!event) throw notFound("error.eventNotFound");
  if (event.organizerId === userId) return event;
  const [admin] = await db
    .select()
    .from(eventAdmins)
    .where(and(eq(eventAdmins.eventId, eventId), eq(eventAdmins.userId, userId)))
    .limit(1);
  if (admin && rights.some((r) => admin[r])) return event;
  if (!admin && (event.status === "DRAFT" || event.status === "CANCELLED")) throw notFound("error.eventNotFound");
  throw forbidden();
}
