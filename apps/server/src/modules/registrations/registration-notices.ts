import { isPlaceholderEmail } from "@commons/domain";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { enqueueMessages, type NewMessage } from "../messaging/message-jobs.ts";
import { type NotificationType, notify } from "../notifications/notifications.service.ts";

export type RegistrationNoticeType = Extract<
  NotificationType,
  | "registrationApproved"
  | "registrationRejected"
  | "registrationPromoted"
  | "registrationPromotedPending"
  | "registrationCancelledByOrganiser"
>;

export interface RegistrationNotice {
  userId: string;
  type: RegistrationNoticeType;
  eventId: string;
  eventTitle: string;
}

/**
 * The in-app notices and their e-mail twins, written by the transaction that caused them so they commit
 * (or vanish) with it: a rolled-back change notifies and mails nobody. The mails are queued, never sent
 * here (modules/messaging). Chat-app and phone accounts carry placeholder addresses and get no mail.
 */
export async function recordNotices(tx: Db, notices: readonly RegistrationNotice[]): Promise<void> {
  if (notices.length === 0) return;
  for (const n of notices) {
    await notify(tx, { userId: n.userId, type: n.type, params: { event: n.eventTitle }, link: `/events/${n.eventId}` });
  }
  const ids = [...new Set(notices.map((n) => n.userId))];
  const addresses = new Map((await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.email]));
  const mails: NewMessage[] = [];
  for (const n of notices) {
    const to = addresses.get(n.userId);
    if (!to || isPlaceholderEmail(to)) continue;
    mails.push({ payload: { kind: "notificationMail", to, type: n.type, params: { event: n.eventTitle }, link: `/events/${n.eventId}` } });
  }
  await enqueueMessages(tx, mails);
}
