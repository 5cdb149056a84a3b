import { isPlaceholderEmail, type InterestToggleResult, type MessageKey, type ParticipantInterests } from "@commons/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, notifications, participantInterests, registrations, users } from "../../db/schema/index.ts";
import { AppError, forbidden, notFound } from "../../lib/errors.ts";
import { notify } from "../notifications/notifications.service.ts";
import { loadParticipantsAccess } from "./participants-access.ts";

// docs/product/people.md#mutual-interest. The one rule that matters: a one-way mark is never shown to its
// target. Every read below starts from the caller's own marks, and "who marked me" is only ever read
// joined to a mark of the caller's on that same person.

// Keeps the per-pair advisory locks apart from every other advisory lock (any constant works).
const INTEREST_LOCK_CLASS = 0x696e7472;

const mine = participantInterests;

/** The person still holds an APPROVED registration for the event (someone who left drops out of the lists). */
const approvedSql = (eventId: string, userIdColumn: typeof users.id) =>
  sql<boolean>`exists (select 1 from ${registrations} r where r.event_id = ${eventId} and r.user_id = ${userIdColumn} and r.status = 'APPROVED')`;

/** Only an approved registrant marks people and reads their marks: 403 to anyone else (the page ignores it). */
async function interestAccess(db: Db, eventId: string, userId: string) {
  const access = await loadParticipantsAccess(db, eventId, userId);
  if (!access.isApprovedRegistrant) throw forbidden("participants.interest.notParticipant");
  return access;
}

const personColumns = { id: users.id, name: users.name, username: users.username, image: users.image, userRoleString: users.userRoleString };

export async function listInterests(db: Db, eventId: string, userId: string): Promise<ParticipantInterests> {
  const { eventId: id } = await interestAccess(db, eventId, userId);
  // "They marked me back": a row target → me on the same event.
  const markedBack = sql<boolean>`exists (select 1 from ${participantInterests} back where back.event_id = ${id} and back.user_id = ${mine.targetUserId} and back.target_user_id = ${userId})`;
  const rows = await db
    .select({
      user: personColumns,
      createdAt: mine.createdAt,
      mutual: markedBack,
      email: users.email,
      showEmail: users.showEmail,
      wechatId: users.wechatId,
      showWechat: users.showWechat,
      // As JSON, so the instant arrives in ISO form whichever driver runs.
      backAt: sql<string | null>`(select to_json(back.created_at) from ${participantInterests} back where back.event_id = ${id} and back.user_id = ${mine.targetUserId} and back.target_user_id = ${userId})`,
    })
    .from(mine)
    .innerJoin(users, eq(users.id, mine.targetUserId))
    .where(and(eq(mine.eventId, id), eq(mine.userId, userId), approvedSql(id, users.id)))
    .orderBy(desc(mine.createdAt), desc(mine.targetUserId));
  return {
    interestedIn: rows.map((r) => ({ user: r.user, createdAt: r.createdAt.toISOString(), mutual: Boolean(r.mutual) })),
    interestedBy: rows
      .filter((r) => r.mutual && r.backAt)
      .map((r) => ({
        user: r.user,
        createdAt: new Date(r.backAt!).toISOString(),
        // Design rule 4: only what they chose to show; the phone never.
        contact: {
          wechatId: r.showWechat && r.wechatId ? r.wechatId : null,
          email: r.showEmail && !isPlaceholderEmail(r.email) ? r.email : null,
        },
      })),
  };
}

const badTarget = (key: MessageKey) => new AppError(400, "BAD_REQUEST", key, {}, [{ field: "targetUserId", message: key }]);

/**
 * Marks or unmarks one participant. Both directions of a pair are serialised by one advisory lock, so two
 * people marking each other at the same moment both end up mutual, and are notified exactly once.
 */
export async function toggleInterest(db: Db, eventId: string, userId: string, targetUserId: string): Promise<InterestToggleResult> {
  const { eventId: id } = await interestAccess(db, eventId, userId);
  if (targetUserId === userId) throw badTarget("participants.interest.self");
  const pair = [userId, targetUserId].sort().join(":");
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INTEREST_LOCK_CLASS}, hashtext(${`${id}:${pair}`}))`);
    const mark = and(eq(mine.eventId, id), eq(mine.userId, userId), eq(mine.targetUserId, targetUserId));
    const removed = await tx.delete(mine).where(mark).returning({ userId: mine.userId });
    if (removed.length > 0) return { interested: false, mutual: false };

    const [target] = await tx
      .select({ id: registrations.userId })
      .from(registrations)
      .where(and(eq(registrations.eventId, id), eq(registrations.userId, targetUserId), eq(registrations.status, "APPROVED")));
    if (!target) throw notFound("participants.interest.targetNotFound");
    await tx.insert(mine).values({ eventId: id, userId, targetUserId }).onConflictDoNothing();
    const [back] = await tx
      .select({ at: mine.createdAt })
      .from(mine)
      .where(and(eq(mine.eventId, id), eq(mine.userId, targetUserId), eq(mine.targetUserId, userId)));
    if (!back) return { interested: true, mutual: false };
    await notifyMutual(tx, id, userId, targetUserId);
    return { interested: true, mutual: true };
  });
}

const linkOf = (eventId: string) => `/events/${eventId}?participants=true`;

/**
 * Both learn of it when it becomes mutual (in-app). Once per pair and event (**ours**): unmarking and
 * marking again does not notify the other person a second time, so a toggle cannot be used to nag them.
 */
async function notifyMutual(tx: Db, eventId: string, a: string, b: string): Promise<void> {
  const [event] = await tx.select({ title: events.title }).from(events).where(eq(events.id, eventId));
  const people = await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [a, b]));
  const nameOf = (id: string) => people.find((p) => p.id === id)?.name ?? "";
  for (const [to, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const [already] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, to),
          eq(notifications.type, "mutualInterest"),
          eq(notifications.link, linkOf(eventId)),
          sql`${notifications.params}->>'userId' = ${other}`,
        ),
      )
      .limit(1);
    if (already) continue;
    await notify(tx, { userId: to, type: "mutualInterest", params: { event: event?.title ?? "", name: nameOf(other), userId: other }, link: linkOf(eventId) });
  }
}
