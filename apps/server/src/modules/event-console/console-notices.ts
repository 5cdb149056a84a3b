import { isPlaceholderEmail, type MessageParams } from "@commons/domain";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notifications, users } from "../../db/schema/index.ts";
import { enqueueMessages } from "../messaging/message-jobs.ts";
import type { NotificationType } from "../notifications/notifications.service.ts";

const CHUNK = 500;

/**
 * One in-app notice to many people (cancel, messages), inserted in chunks inside the caller's
 * transaction, so it commits with its cause. Stored as type + params like notify(), so each reader
 * sees it in their own language.
 */
export async function notifyMany(
  tx: Db,
  userIds: readonly string[],
  input: { type: NotificationType; params: MessageParams; link: string },
): Promise<void> {
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const slice = userIds.slice(i, i + CHUNK);
    await tx.insert(notifications).values(slice.map((userId) => ({ userId, type: input.type, params: input.params, link: input.link })));
  }
}

/**
 * Queues the same mail to many users inside the caller's transaction, so it goes out only if the cause
 * commits (modules/messaging sends it later, retrying failures). Addresses are read in chunks; chat-app
 * and phone accounts carry placeholder addresses and get no mail.
 */
export async function queueMailToUsers(
  tx: Db,
  userIds: readonly string[],
  compose: (user: { name: string }) => { subject: string; text: string },
): Promise<void> {
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = await tx.select({ email: users.email, name: users.name }).from(users).where(inArray(users.id, userIds.slice(i, i + CHUNK)));
    const mails = rows.filter((row) => row.email && !isPlaceholderEmail(row.email)).map((row) => ({ payload: { kind: "mail" as const, to: row.email, ...compose(row) } }));
    await enqueueMessages(tx, mails);
  }
}
