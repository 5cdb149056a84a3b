import type { Locale, MessageParams } from "@commons/domain";
import type { Db } from "../../db/client.ts";
import { messageJobs } from "../../db/schema/index.ts";
import type { NotificationType } from "../notifications/notifications.service.ts";
import type { Channel } from "./delivery-policy.ts";

/** What a queued message says, stored as the job's payload. */
export type MessagePayload =
  | { kind: "mail"; to: string; subject: string; text: string }
  | { kind: "sms"; to: string; text: string }
  /**
   * The mail twin of an in-app notification. Written by the transaction that records the notice, which
   * does not know the site's address; the worker composes it with PUBLIC_URL (compose-message.ts).
   */
  | { kind: "notificationMail"; to: string; type: NotificationType; params: MessageParams; link: string }
  | CertificateRenderPayload;

/** What the worker sends (everything queued but the renders). */
export type MessageToSend = Exclude<MessagePayload, CertificateRenderPayload>;

/** Not a message: a certificate to draw and store ahead of its download (ADR 0043), on the worker's render lane. */
export interface CertificateRenderPayload {
  kind: "certificateRender";
  certificateId: string;
  locale: Locale;
}

export interface NewMessage {
  payload: MessagePayload;
  /** A message that has not gone out by then is dropped as failed (a sign-in code past its lifetime). */
  expiresAt?: Date;
}

const CHUNK = 500;

export const channelOf = (payload: MessagePayload): Channel => (payload.kind === "sms" ? "sms" : payload.kind === "certificateRender" ? "render" : "mail");

/**
 * Queues messages. Pass the request's transaction when there is one: the messages then exist only if
 * it commits, so a rolled-back change sends nothing, and a committed one cannot lose its mail.
 */
export async function enqueueMessages(db: Db, messages: readonly NewMessage[]): Promise<void> {
  for (let i = 0; i < messages.length; i += CHUNK) {
    await db.insert(messageJobs).values(
      // Due by the app's clock, the one the worker's claim compares with: the column's default, PostgreSQL's
      // now(), counts microseconds, so a row claimed within the millisecond it was written looked not yet due
      // (the phone-code tests failed 3 runs in 4 on PostgreSQL on a fast host).
      messages.slice(i, i + CHUNK).map((m) => ({ channel: channelOf(m.payload), payload: m.payload, expiresAt: m.expiresAt ?? null, runAt: new Date() })),
    );
  }
}
