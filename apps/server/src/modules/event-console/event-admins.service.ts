import { EVENT_ADMINS_MAX_COUNT, type EventAdminFlagsPatch, type EventAdminInvite } from "@commons/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { eventAdmins, users } from "../../db/schema/index.ts";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors.ts";
import { notify } from "../notifications/notifications.service.ts";
import { findUserByHandle } from "../users/find-user-by-handle.ts";
import { userSummaryColumns } from "../users/user-summary.ts";
import { requireEventAccess } from "../events/event-permissions.ts";

type Deps = Pick<AppDeps, "database">;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const adminColumns = {
  user: userSummaryColumns,
  canEditEvent: eventAdmins.canEditEvent,
  canManageRegistrations: eventAdmins.canManageRegistrations,
  canCheckIn: eventAdmins.canCheckIn,
};

async function readAdmins(db: Db, eventId: string, userId?: string) {
  return db
    .select(adminColumns)
    .from(eventAdmins)
    .innerJoin(users, eq(users.id, eventAdmins.userId))
    .where(and(eq(eventAdmins.eventId, eventId), userId ? eq(eventAdmins.userId, userId) : undefined))
    .orderBy(asc(eventAdmins.createdAt), asc(eventAdmins.userId));
}

/** GET /api/events/{id}/admins: the co-admins and their flags (organiser only). */
export async function listEventAdmins({ database: { db } }: Deps, actorId: string, eventId: string) {
  await requireEventAccess(db, eventId, actorId, "organizer");
  return { admins: await readAdmins(db, eventId) };
}

/**
 * POST /api/events/{id}/admins: invite by username or email. The invitee is added at once and told by an
 * in-app notice linking to the manage page. Unknown person 404, the organiser themself 400, twice 409.
 */
export async function addEventAdmin({ database: { db } }: Deps, actorId: string, eventId: string, input: EventAdminInvite) {
  const { event } = await requireEventAccess(db, eventId, actorId, "organizer");
  const invitee = await findUserByHandle(db, input.usernameOrEmail);
  if (invitee.id === event.organizerId) throw badRequest("console.error.adminSelf");
  const [inviter] = await db.select({ name: users.name }).from(users).where(eq(users.id, actorId)).limit(1);

  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(eventAdmins).where(eq(eventAdmins.eventId, eventId));
    if (Number(n) >= EVENT_ADMINS_MAX_COUNT) throw conflict("console.error.tooManyAdmins");
    const inserted = await tx
      .insert(eventAdmins)
      .values({
        eventId,
        userId: invitee.id,
        canEditEvent: input.canEditEvent,
        canManageRegistrations: input.canManageRegistrations,
        canCheckIn: input.canCheckIn,
      })
      .onConflictDoNothing()
      .returning({ userId: eventAdmins.userId });
    if (!inserted.length) throw conflict("console.error.alreadyAdmin");
    await notify(tx, {
      userId: invitee.id,
      type: "eventAdminAdded",
      params: { inviter: inviter?.name ?? "", event: event.title },
      link: `/app/events/${eventId}/manage`,
    });
  });
  const [admin] = await readAdmins(db, eventId, invitee.id);
  return { admin: admin! };
}

/** PATCH /api/events/{id}/admins/{userId}: change flags (organiser only). */
export async function updateEventAdmin({ database: { db } }: Deps, actorId: string, eventId: string, userId: string, flags: EventAdminFlagsPatch) {
  await requireEventAccess(db, eventId, actorId, "organizer");
  if (!ID_PATTERN.test(userId)) throw notFound("console.error.adminNotFound");
  const set = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
  // An empty patch names what is missing, like every 422 (found by src/test/fuzz-suite.ts).
  if (Object.keys(set).length === 0) throw new AppError(422, "VALIDATION_ERROR", "error.validation", {}, [{ field: "body", message: "validation.required" }]);
  const rows = await db
    .update(eventAdmins)
    .set(set)
    .where(and(eq(eventAdmins.eventId, eventId), eq(eventAdmins.userId, userId)))
    .returning({ userId: eventAdmins.userId });
  if (!rows.length) throw notFound("console.error.adminNotFound");
  const [admin] = await readAdmins(db, eventId, userId);
  return { admin: admin! };
}

/** DELETE /api/events/{id}/admins/{userId}: the person loses every right at once (organiser only). */
export async function removeEventAdmin({ database: { db } }: Deps, actorId: string, eventId: string, userId: string) {
  await requireEventAccess(db, eventId, actorId, "organizer");
  if (!ID_PATTERN.test(userId)) throw notFound("console.error.adminNotFound");
  const rows = await db
    .delete(eventAdmins)
    .where(and(eq(eventAdmins.eventId, eventId), eq(eventAdmins.userId, userId)))
    .returning({ userId: eventAdmins.userId });
  if (!rows.length) throw notFound("console.error.adminNotFound");
  return { removed: true as const };
}
