import { type AttendeeInvitationStatus, isMessageKey, type Locale, type MessageKey, type MessageParams, NOTIFICATIONS_PAGE_SIZE, translate } from "@commons/domain";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attendeeInvitations, notifications } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";

type StemOf<K> = K extends `notification.${infer T}.title` ? (`notification.${T}.body` extends MessageKey ? T : never) : never;
/** Catalog stems with both `notification.<type>.title` and `.body`, e.g. "welcome", "hostPublished". */
export type NotificationType = StemOf<MessageKey>;

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  params?: MessageParams;
  /** A path inside the app without the locale prefix (e.g. "/events/…"); the web adds the reader's locale. */
  link?: string | null;
  /** Defaults to now; the demo seed back-dates its notices so they list in a believable order. */
  createdAt?: Date;
}

/**
 * Stores a notification as its catalog type and params, never as rendered text, so it reads in the
 * reader's language whenever they open it. `db` may be a transaction, so a notice commits with its cause.
 */
export async function notify(db: Db, input: NotifyInput): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      params: input.params ?? {},
      link: input.link ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: notifications.id });
  return row!.id;
}

function render(locale: Locale, type: string, params: unknown, part: "title" | "body"): string {
  const key = `notification.${type}.${part}`;
  // A type removed from the catalog must not break the list: show the bare type rather than fail.
  if (!isMessageKey(key)) return part === "title" ? type : "";
  const safe: MessageParams = {};
  for (const [k, v] of Object.entries((params ?? {}) as Record<string, unknown>)) {
    // A param named `<name>Key` holding a catalog key is a word of ours (a level's label, a track), stored as
    // its key so it too reads in the reader's language: it fills `{<name>}`. Any other param is user data.
    if (k.endsWith("Key") && typeof v === "string" && isMessageKey(v)) safe[k.slice(0, -3)] = translate(locale, v);
    else if (typeof v === "string" || typeof v === "number") safe[k] = v;
  }
  return translate(locale, key, safe);
}

export async function listNotifications(db: Db, userId: string, page: number, locale: Locale) {
  const mine = eq(notifications.userId, userId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
    db.select({ total: count() }).from(notifications).where(mine),
  ]);
  const total = Number(totalRow?.total ?? 0);
  const invitations = await invitationStates(db, rows);
  return {
    notifications: rows.map((n) => ({
      id: n.id,
      type: n.type,
      title: render(locale, n.type, n.params, "title"),
      body: render(locale, n.type, n.params, "body"),
      link: n.link,
      invitation: invitations.get(n.id) ?? null,
      readAt: n.readAt?.toISOString() ?? null,
      createdAt: n.createdAt.toISOString(),
    })),
    pagination: { page, pageSize: NOTIFICATIONS_PAGE_SIZE, total, totalPages: Math.ceil(total / NOTIFICATIONS_PAGE_SIZE) },
  };
}

/**
 * The actionable kind (docs/product/organiser-console.md#invitations): an attendee invitation's notice
 * carries the invitation and its current answer, so the list can offer accept and decline (or show the answer).
 */
async function invitationStates(db: Db, rows: { id: string; type: string; params: unknown }[]) {
  const byNotice = new Map<string, string>();
  for (const n of rows) {
    const id = (n.params as { invitationId?: unknown } | null)?.invitationId;
    if (n.type === "attendeeInvitation" && typeof id === "string") byNotice.set(n.id, id);
  }
  const found = new Map<string, { id: string; status: AttendeeInvitationStatus }>();
  if (byNotice.size === 0) return found;
  const states = await db
    .select({ id: attendeeInvitations.id, status: attendeeInvitations.status })
    .from(attendeeInvitations)
    .where(inArray(attendeeInvitations.id, [...new Set(byNotice.values())]));
  const statusOf = new Map(states.map((s) => [s.id, s.status]));
  for (const [noticeId, invitationId] of byNotice) {
    const status = statusOf.get(invitationId);
    if (status) found.set(noticeId, { id: invitationId, status });
  }
  return found;
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one of the caller's own notifications read. Someone else's id answers exactly like a missing one. */
export async function markRead(db: Db, userId: string, id: string): Promise<number> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  // Reading twice keeps the first time it was read.
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  }
  return unreadCount(db, userId);
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unreadCount(db, userId);
}
