import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { type RegistrationRow, toMyRegistration } from "../registrations/registration-view.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { revokeAttendanceOnUndo } from "../certificates/certificates.service.ts";

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * DELETE /api/events/{id}/checkin/{registrationId} (canCheckIn): a mistaken check-in is taken back.
 * Idempotent: undoing a registration that is not checked in answers the same (checkedInAt null). Its attendance
 * certificate, if any, is revoked (docs/product/certificates.md#attendance).
 */
export async function undoCheckIn(db: Db, actorId: string, eventId: string, registrationId: string) {
  await requireEventAccess(db, eventId, actorId, "canCheckIn");
  if (!ID_PATTERN.test(registrationId)) throw notFound("registration.error.registrationNotFound");
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [undone] = (await tx
      .update(registrations)
      .set({ checkedInAt: null, checkedInBy: null })
      .where(and(eq(registrations.id, registrationId), eq(registrations.eventId, eventId)))
      .returning()) as RegistrationRow[];
    // Its attendance certificate is revoked with it, the record kept; checking in again restores it (ours).
    if (undone) await revokeAttendanceOnUndo(tx, eventId, undone.userId, actorId);
    return undone;
  });
  if (!row) throw notFound("registration.error.registrationNotFound");
  return { registration: toMyRegistration(row) };
}
