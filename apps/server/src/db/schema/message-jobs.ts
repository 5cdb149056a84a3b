import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Mail and SMS waiting to go out (modules/messaging/message-queue.ts, ADR 0011), and certificates waiting to be
 * drawn (channel "render", ADR 0043). A request only adds a row, inside its own transaction when it has one; the
 * worker sends (or draws) it later and retries failures.
 * `payload` is what to send (see MessagePayload). While a worker is sending, status is "sending" and
 * `run_at` is the end of its lease: a worker that died mid-send leaves a row that becomes due again.
 */
export const messageJobs = pgTable(
  "message_jobs",
  {
    id: text("id").primaryKey().$defaultFn(() => crypto.randomUUID()),
    channel: text("channel", { enum: ["mail", "sms", "render"] }).notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    // Past this instant the message is pointless (a sign-in code that has expired): failed, not sent.
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  // The worker's only question is "what is due on this lane?" (message-queue.ts): unfinished rows by channel and due
  // time, so a thousand certificates waiting to be drawn are never scanned past to find a sign-in code's SMS.
  (t) => [index("message_jobs_due_idx").on(t.channel, t.runAt).where(sql`${t.status} in ('pending', 'sending')`)],
);
