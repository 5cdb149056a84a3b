import { EVENT_MESSAGES_HISTORY_LIMIT, type EventMessageInput, revealLinkHosts, translate } from "@commons/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { eventMessages, registrations, users } from "../../db/schema/index.ts";
import { userSummaryColumns } from "../users/user-summary.ts";
import { notifyMany, queueMailToUsers } from "./console-notices.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { spendAllowance } from "../invitations/organiser-allowance.ts";

type Deps = Pick<AppDeps, "database" | "env" | "mail" | "log">;

/**
 * POST /api/events/{id}/messages (canManageRegistrations): plain text to the registrants of the chosen
 * statuses, in-app and/or by e-mail. Recipients are fixed when sending and recorded with the message;
 * the in-app notices and the queued mails commit with the history row.
 */
export async function sendEventMessage(deps: Deps, actorId: string, eventId: string, input: EventMessageInput) {
  const db = deps.database.db;
  const { event } = await requireEventAccess(db, eventId, actorId, "canManageRegistrations");
  // docs/product/organiser-console.md#messages: every address shows its real host, in-app and in the mail.
  const subject = revealLinkHosts(input.subject);
  const body = revealLinkHosts(input.body);
  const { id, recipients } = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await spendAllowance(tx, actorId, "messages");
    // Registrants only: since invitations (modules/invitations), everyone here registered themselves or
    // accepted; a person merely invited is no registrant and gets nothing.
    const people = await tx
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), inArray(registrations.status, input.statuses)));
    const recipients = people.map((p) => p.userId);
    const [row] = await tx
      .insert(eventMessages)
      .values({
        eventId,
        sentBy: actorId,
        subject,
        body,
        statuses: input.statuses,
        channels: input.channels,
        recipients: recipients.length,
      })
      .returning({ id: eventMessages.id });
    if (input.channels.includes("inapp")) {
      await notifyMany(tx, recipients, {
        type: "eventMessage",
        params: { event: event.title, subject, body },
        link: `/events/${eventId}`,
      });
    }
    if (input.channels.includes("email")) {
      await queueMailToUsers(tx, recipients, () => ({
        subject: translate("zh", "console.email.eventMessage.subject", { event: event.title, subject }),
        text: translate("zh", "console.email.eventMessage.body", {
          body,
          event: event.title,
          link: `${deps.env.publicUrl}/zh/events/${eventId}`,
        }),
      }));
    }
    return { id: row!.id, recipients };
  });
  return { message: { id, recipients: recipients.length } };
}

/** GET /api/events/{id}/messages: the history, newest first. */
export async function listEventMessages(db: Db, actorId: string, eventId: string) {
  await requireEventAccess(db, eventId, actorId, "canManageRegistrations");
  const rows = await db
    .select({
      id: eventMessages.id,
      subject: eventMessages.subject,
      body: eventMessages.body,
      statuses: eventMessages.statuses,
      channels: eventMessages.channels,
      recipients: eventMessages.recipients,
      sentBy: userSummaryColumns,
      createdAt: eventMessages.createdAt,
    })
    .from(eventMessages)
    .innerJoin(users, eq(users.id, eventMessages.sentBy))
    .where(eq(eventMessages.eventId, eventId))
    .orderBy(desc(eventMessages.createdAt), desc(eventMessages.id))
    .limit(EVENT_MESSAGES_HISTORY_LIMIT);
  return { messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
