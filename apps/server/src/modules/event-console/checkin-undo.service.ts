import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { type RegistrationRow, toMyRegistration } from "../registrations/registration-view.ts";
import { requireEventAccess } from "../events/event-permissions.ts";

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * DELETE /api/events/{id}/checkin/{registrationId} (canCheckIn): a mistaken check-in is taken back.
 * Idempotent: undoing a registration that is not checked in answers the same (checkedInAt null).
 */
export async function undoCheckIn(db: Db, actorId: string, eventId: string, registrationId: string) {
  await requireEventAccess(db, eventId, actorId, "canCheckIn");
  if (!ID_PATTERN.test(registrationId)) throw notFound("registration.error.registrationNotFound");
  const [row] = (await db
    .update(registrations)
    .set({ checkedInAt: null, checkedInBy: null })
    .where(and(eq(registrations.id, registrationId), eq(registrations.eventId, eventId)))
    .returning()) as RegistrationRow[];
  if (!row) throw notFound("registration.error.registrationNotFound");
  return { registration: toMyRegistration(row) };
}
