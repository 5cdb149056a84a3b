import { type InvitationAnswer, isEventEnded } from "@commons/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { attendeeInvitations, events, users } from "../../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { notify } from "../notifications/notifications.service.ts";
import { liveEventId } from "../events/event-permissions.ts";
import { lockEvent } from "../registrations/capacity-guard.ts";
import { seatInvitee } from "../registrations/organiser-registrations.service.ts";
import { toMyRegistration } from "../registrations/registration-view.ts";

type Deps = Pick<AppDeps, "database">;
const ID = /^[0-9a-f-]{36}$/i;

/** The caller's own invitation, locked; anyone else's answers exactly like a missing one. */
async function ownInvitation(tx: Db, userId: string, invitationId: string) {
  if (!ID.test(invitationId)) throw notFound("invitation.error.notFound");
  const [row] = await tx
    .select()
    .from(attendeeInvitations)
    .where(and(eq(attendeeInvitations.id, invitationId), eq(attendeeInvitations.userId, userId)))
    .for("update");
  if (!row) throw notFound("invitation.error.notFound");
  return row;
}

/**
 * POST /api/invitations/{id}/accept: the invitee becomes APPROVED through the capacity guard, in the
 * transaction that marks the invitation accepted (docs/product/organiser-console.md#invitations). A full
 * event is a 409 and leaves the invitation pending; accepting twice answers the same.
 */
export async function acceptInvitation(deps: Deps, userId: string, invitationId: string): Promise<InvitationAnswer> {
  return deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const invitation = await ownInvitation(tx, userId, invitationId);
    if (invitation.status === "DECLINED") throw conflict("invitation.error.alreadyDeclined");
    const event = (await lockEvent(tx, invitation.eventId))!;
    if (event.status === "CANCELLED") throw badRequest("registration.error.eventCancelled");
    if (isEventEnded(event)) throw badRequest("registration.error.ended");
    // An invitation to a draft waits for it to be published, as registration does.
    if (event.status !== "PUBLISHED") throw badRequest("registration.error.eventUnavailable");
    const registration = await seatInvitee(tx, invitation.eventId, userId, invitation.ticketTypeId, invitation.note);
    if (invitation.status === "PENDING") {
      await tx.update(attendeeInvitations).set({ status: "ACCEPTED", respondedAt: new Date() }).where(eq(attendeeInvitations.id, invitation.id));
    }
    return { invitation: { id: invitation.id, eventId: invitation.eventId, status: "ACCEPTED" }, registration: toMyRegistration(registration) };
  });
}

/** POST /api/invitations/{id}/decline: nothing else changes; declining twice answers the same. */
export async function declineInvitation(deps: Deps, userId: string, invitationId: string): Promise<InvitationAnswer> {
  return deps.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const invitation = await ownInvitation(tx, userId, invitationId);
    if (invitation.status === "ACCEPTED") throw conflict("invitation.error.alreadyAccepted");
    if (invitation.status === "PENDING") {
      await tx.update(attendeeInvitations).set({ status: "DECLINED", respondedAt: new Date() }).where(eq(attendeeInvitations.id, invitation.id));
    }
    return { invitation: { id: invitation.id, eventId: invitation.eventId, status: "DECLINED" }, registration: null };
  });
}

/**
 * A new account takes over the invitations that waited for its address, and gets their notices then
 * (auth.routes.ts calls this after a sign-up). An invitation for an event the account was already
 * invited to by id is left as it was.
 */
export async function claimInvitationsFor(db: Db, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  if (!user) return;
  const waiting = await db
    .select({ id: attendeeInvitations.id, eventId: attendeeInvitations.eventId, event: events.title, inviter: users.name })
    .from(attendeeInvitations)
    // An invitation to a deleted event waits for nobody (docs/product/organiser-console.md#deleting-an-event).
    .innerJoin(events, liveEventId(attendeeInvitations.eventId))
    .innerJoin(users, eq(users.id, attendeeInvitations.invitedBy))
    .where(and(eq(attendeeInvitations.email, email.toLowerCase()), isNull(attendeeInvitations.userId), eq(attendeeInvitations.status, "PENDING")));
  for (const invitation of waiting) {
    const claimed = await db
      .update(attendeeInvitations)
      .set({ userId: user.id, email: null })
      .where(and(eq(attendeeInvitations.id, invitation.id), isNull(attendeeInvitations.userId)))
      .returning({ id: attendeeInvitations.id })
      // Already invited to that event by username: the (event, user) key refuses a second one; keep that one.
      .catch(() => []);
    if (claimed.length === 0) continue;
    await notify(db, {
      userId: user.id,
      type: "attendeeInvitation",
      params: { event: invitation.event, inviter: invitation.inviter, invitationId: invitation.id },
      link: `/events/${invitation.eventId}`,
    });
  }
}
