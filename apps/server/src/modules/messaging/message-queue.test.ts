import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { messageJobs } from "../../db/schema/index.ts";
import { insertEvent, insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { issueOne } from "../certificates/certificates-test-kit.ts";
import { DELIVERY_POLICY, LANES, PRUNE_INTERVAL_MS, RETENTION_DAYS, retryDelayMs } from "./delivery-policy.ts";
import { enqueueMessages, type NewMessage } from "./message-jobs.ts";
import { MessageQueue } from "./message-queue.ts";
import { flakySender } from "./test-senders.ts";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The worker's clock runs with real time plus `ahead`, so a test reaches a retry without waiting for it. */
function movableClock() {
  const clock = { ahead: 0, now: () => new Date(Date.now() + clock.ahead) };
  return clock;
}

/** A real logger whose lines the test can read. */
function capturedLog() {
  const lines: { level: number; msg: string; jobId?: string; attempts?: number; reason?: string }[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

const mailTo = (to: string, subject = "你好"): NewMessage => ({ payload: { kind: "mail", to, subject, text: "正文" } });
const jobs = async () => (t ? t.db.select().from(messageJobs) : []);

describe("the message queue", () => {
  it("finds a message due at once, even when the worker looks within the millisecond it was queued", async () => {
    t = await createTestApp({});
    // The database's own clock counts microseconds and the app's milliseconds: a row stamped by the
    // database looked "not yet due" to a worker that read the app's clock in the same millisecond,
    // which a fast host does most of the time. Repeated, so that case is hit.
    for (let i = 0; i < 30; i++) {
      await t.deps.messages.send(mailTo(`now-${i}@example.com`));
      expect(await t.deps.messages.runDue(), `message ${i}`).toBe(1);
    }
  });

  it("retries a failing mail with backoff and delivers it exactly once", async () => {
    const mail = flakySender(2);
    const clock = movableClock();
    t = await createTestApp({}, { mail, queue: { now: clock.now } });
    await t.deps.messages.send(mailTo("retry@example.com"));

    expect(await t.deps.messages.runDue()).toBe(1);
    expect(mail.attempts).toBe(1);
    // Not due again before its backoff has passed.
    expect(await t.deps.messages.runDue()).toBe(0);
    expect(mail.attempts).toBe(1);

    clock.ahead += retryDelayMs(DELIVERY_POLICY.mail, 1);
    await t.deps.messages.runDue();
    expect(mail.attempts).toBe(2);
    expect(mail.delivered).toEqual([]);
    clock.ahead += retryDelayMs(DELIVERY_POLICY.mail, 2);
    await t.deps.messages.runDue();
    expect(mail.delivered).toEqual([{ to: "retry@example.com", subject: "你好", text: "正文" }]);

    // Delivered is final: a day later nothing is sent again.
    clock.ahead += 86_400_000;
    expect(await t.deps.messages.runDue()).toBe(0);
    expect(mail.attempts).toBe(3);
    expect(await jobs()).toEqual([expect.objectContaining({ status: "sent", attempts: 3, lastError: null, sentAt: expect.any(Date) })]);
  });

  it("marks a mail that always fails as failed after the last attempt, and logs it", async () => {
    const mail = flakySender(Number.POSITIVE_INFINITY);
    const clock = movableClock();
    const { log, lines } = capturedLog();
    t = await createTestApp({}, { mail, queue: { now: clock.now, log } });
    await t.deps.messages.send(mailTo("never@example.com"));

    const { maxAttempts, maxRetryS } = DELIVERY_POLICY.mail;
    for (let i = 0; i < maxAttempts + 2; i++) {
      await t.deps.messages.runDue();
      clock.ahead += maxRetryS * 1000;
    }
    expect(mail.attempts).toBe(maxAttempts);
    const [job] = await jobs();
    expect(job).toMatchObject({ status: "failed", attempts: maxAttempts, lastError: `provider refused attempt ${maxAttempts}`, sentAt: null });
    const givenUp = lines.filter((l) => l.msg === "message not delivered: giving up");
    expect(givenUp).toEqual([expect.objectContaining({ level: 50, jobId: job!.id, attempts: maxAttempts })]);
    expect(lines.filter((l) => l.msg === "message not delivered: will retry")).toHaveLength(maxAttempts - 1);
  });

  it("drops a sign-in code that could not go out before it expired", async () => {
    const sms = flakySender(Number.POSITIVE_INFINITY);
    const clock = movableClock();
    t = await createTestApp({}, { sms, queue: { now: clock.now } });
    await t.deps.messages.send({ payload: { kind: "sms", to: "+8613800001111", text: "验证码 123456" }, expiresAt: new Date(Date.now() + 60_000) });
    await t.deps.messages.runDue();
    clock.ahead += 120_000;
    await t.deps.messages.runDue();
    expect(sms.attempts).toBe(1);
    expect(await jobs()).toEqual([expect.objectContaining({ status: "failed", lastError: "expired before it could be sent" })]);
  });

  it("queues nothing from a transaction that rolls back", async () => {
    t = await createTestApp();
    const db = t.db;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMessages(tx as unknown as typeof db, [mailTo("rolled-back@example.com")]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await jobs()).toEqual([]);
  });

  it("never lets two workers send one message twice (four race for 200 messages)", async () => {
    const mail = flakySender(0);
    t = await createTestApp({}, { mail });
    const count = 200;
    await enqueueMessages(t.db, Array.from({ length: count }, (_, i) => mailTo(`both-${i}@example.com`)));
    // More workers on the same table, as more server processes would run (on PostgreSQL each claim runs
    // on its own pooled connection, truly at the same time as the others').
    const workers = [
      t.deps.messages,
      ...Array.from({ length: 3 }, () => new MessageQueue({ db: t!.db, senders: { mail, sms: mail }, log: t!.deps.log, publicUrl: t!.deps.env.publicUrl })),
    ];
    const handled = await Promise.all(workers.map((w) => w.runDue()));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(count);
    expect(mail.delivered).toHaveLength(count);
    expect(new Set(mail.delivered.map((d) => d.to)).size).toBe(count);
    const rows = await t.db.select().from(messageJobs).where(eq(messageJobs.status, "sent"));
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it("sends a mail while a backlog of certificates waits to be drawn on its own lane (ADR 0043)", async () => {
    const mail = flakySender(0);
    t = await createTestApp({}, { mail });
    const { id: userId } = await insertUser(t.db);
    const eventId = await insertEvent(t.db, userId, { type: "HACKATHON" });
    for (let i = 0; i < 20; i++) await issueOne(t.db, eventId, userId);
    const renders = (status: "pending" | "sending") => t!.db.select().from(messageJobs).where(and(eq(messageJobs.channel, "render"), eq(messageJobs.status, status)));
    t.deps.messages.start();
    await expect.poll(async () => (await renders("sending")).length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Queued while the worker draws: it goes out at once, not after the twenty.
    await t.deps.messages.send(mailTo("not-behind-renders@example.com"));
    await expect.poll(() => mail.delivered.length, { timeout: 10_000 }).toBe(1);
    expect((await renders("pending")).length).toBeGreaterThanOrEqual(20 - 2 * LANES[1].batch);
    // The renders still waiting are refused (and would be retried): the test need not wait for a batch to be drawn.
    await t.deps.certificateRenderer.close();
    await t.deps.messages.stop();
  });

  it("deletes finished messages past their retention, keeps the rest, and prunes at most once an hour", async () => {
    const clock = movableClock();
    t = await createTestApp({}, { queue: { now: clock.now } });
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    const row = (id: string, status: "pending" | "sent" | "failed", age: number) => ({
      id,
      channel: "mail" as const,
      payload: mailTo(`${id}@example.com`).payload,
      status,
      createdAt: daysAgo(age),
      runAt: status === "pending" ? daysAgo(-1) : daysAgo(age),
    });
    await t.db.insert(messageJobs).values([
      row("old-sent", "sent", RETENTION_DAYS.sent + 1),
      row("recent-sent", "sent", RETENTION_DAYS.sent - 1),
      row("old-failed", "failed", RETENTION_DAYS.failed + 1),
      row("recent-failed", "failed", RETENTION_DAYS.sent + 1),
      row("old-pending", "pending", RETENTION_DAYS.failed + 10),
    ]);
    await t.deps.messages.runDue();
    const left = async () => (await jobs()).map((j) => j.id).sort();
    expect(await left()).toEqual(["old-pending", "recent-failed", "recent-sent"]);

    // Within the hour a second run deletes nothing, even what has since become old enough.
    await t.db.insert(messageJobs).values(row("later-old-sent", "sent", RETENTION_DAYS.sent + 2));
    await t.deps.messages.runDue();
    expect(await left()).toContain("later-old-sent");
    clock.ahead += PRUNE_INTERVAL_MS;
    await t.deps.messages.runDue();
    expect(await left()).toEqual(["old-pending", "recent-failed", "recent-sent"]);
  });
});
