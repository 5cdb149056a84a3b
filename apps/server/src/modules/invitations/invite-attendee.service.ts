import { type AttendeeInvitation, isPlaceholderEmail, type OrganiserAdd, translate } from "@commons/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { attendeeInvitations, ticketTypes, users } from "../../db/schema/index.ts";
import { fieldError, notFound } from "../../lib/errors.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { enqueueMessages } from "../messaging/message-jobs.ts";
import { notify } from "../notifications/notifications.service.ts";
import { spendAllowance } from "./organiser-allowance.ts";

type Deps = Pick<AppDeps, "database" | "env">;
type InvitationRow = typeof attendeeInvitations.$inferSelect;

/** Who the organiser named: an account (by id, username or address) or, for an address without one, the address. */
type Invitee = { userId: string; email: null; label: string } | { userId: null; email: string; label: string };

function toInvitationView(row: InvitationRow): AttendeeInvitation {
  return {
    id: row.id,
    status: row.status,
    invitee: row.label,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

/**
 * An address is looked up but never confirmed: a known and an unknown one both become an invitation that
 * shows the address typed (docs/product/organiser-console.md#invitations). Usernames are public, so an
 * unknown one may say so.
 */
async function resolveInvitee(db: Db, input: OrganiserAdd): Promise<Invitee> {
  if (input.userId !== undefined) {
    const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!user) throw notFound("error.userNotFound");
    return { userId: user.id, email: null, label: user.username ? `@${user.username}` : user.id };
  }
  const handle = input.usernameOrEmail!.trim().toLowerCase();
  if (handle.includes("@", 1)) {
    const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${handle}`).limit(1);
    return user ? { userId: user.id, email: null, label: handle } : { userId: null, email: handle, label: handle };
  }
  const username = handle.replace(/^@/, "");
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username}`).limit(1);
  if (!user) throw notFound("console.error.noUserWithHandle");
  return { userId: user.id, email: null, label: `@${username}` };
}

async function existing(tx: Db, eventId: string, who: Invitee): Promise<InvitationRow | undefined> {
  const match = who.userId ? eq(attendeeInvitations.userId, who.userId) : eq(attendeeInvitations.email, who.email!);
  const [row] = await tx.select().from(attendeeInvitations).where(and(eq(attendeeInvitations.eventId, eventId), match)).limit(1);
  return row;
}

/**
 * POST /api/events/{id}/invitations (canManageRegistrations): the organiser's "add attendee". Nobody is
 * registered here: the person gets one notification (and one mail) to accept or decline; an address
 * without an account gets a mail with a sign-up link instead. Asking again returns the same invitation
 * and sends nothing. Each new invitation spends the organiser's daily allowance.
 */
export async function inviteAttendee(deps: Deps, actorId: string, eventId: string, input: OrganiserAdd): Promise<AttendeeInvitation> {
  const db = deps.database.db;
  const { event } = await requireEventAccess(db, eventId, actorId, "canManageRegistrations");
  const who = await resolveInvitee(db, input);
  // A ticket type must be one of this event's: anything else is the organiser's input to correct, never a
  // foreign-key failure at the insert.
  if (input.ticketTypeId !== undefined && input.ticketTypeId !== null) {
    const [ticket] = await db
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(and(eq(ticketTypes.id, input.ticketTypeId), eq(ticketTypes.eventId, eventId)))
      .limit(1);
    if (!ticket) throw fieldError("ticketTypeId", "registration.error.ticketInvalid");
  }
  const row = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await existing(tx, eventId, who);
    if (before) return before;
    await spendAllowance(tx, actorId, "invitations");
    const [created] = await tx
      .insert(attendeeInvitations)
      .values({ eventId, userId: who.userId, email: who.email, label: who.label, invitedBy: actorId, ticketTypeId: input.ticketTypeId ?? null, note: input.note ?? null })
      .onConflictDoNothing()
      .returning();
    // A concurrent identical request won the insert: answer with its invitation.
    if (!created) return (await existing(tx, eventId, who))!;
    const [inviter] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actorId)).limit(1);
    const params = { event: event.title, inviter: inviter?.name ?? "" };
    if (who.userId) await notify(tx, { userId: who.userId, type: "attendeeInvitation", params: { ...params, invitationId: created.id }, link: `/events/${eventId}` });
    await queueInvitationMail(tx, deps.env.publicUrl, who, params);
    return created;
  });
  return toInvitationView(row);
}

/** One mail either way, so a known and an unknown address cost the request the same. */
async function queueInvitationMail(tx: Db, publicUrl: string, who: Invitee, params: { event: string; inviter: string }) {
  let to = who.email;
  if (who.userId) {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, who.userId)).limit(1);
    to = user && !isPlaceholderEmail(user.email) ? user.email : null;
  }
  if (!to) return;
  const text = who.userId
    ? translate("zh", "invitation.email.knownBody", { ...params, link: `${publicUrl}/zh/notifications` })
    : translate("zh", "invitation.email.newBody", { ...params, link: `${publicUrl}/zh/auth/sign-up` });
  await enqueueMessages(tx, [{ payload: { kind: "mail", to, subject: translate("zh", "invitation.email.subject", params), text } }]);
}

/** GET /api/events/{id}/invitations (canManageRegistrations): newest first. */
export async function listInvitations(db: Db, actorId: string, eventId: string) {
  await requireEventAccess(db, eventId, actorId, "canManageRegistrations");
  const rows = await db
    .select()
    .from(attendeeInvitations)
    .where(eq(attendeeInvitations.eventId, eventId))
    .orderBy(desc(attendeeInvitations.createdAt), desc(attendeeInvitations.id));
  return { invitations: rows.map(toInvitationView) };
}
