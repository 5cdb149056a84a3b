import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messageJobs } from "../../db/schema/index.ts";
import { isDatabaseUnavailable } from "../../lib/database-unavailable.ts";
import type { Logger } from "../../lib/logger.ts";
import { composeMessage } from "./compose-message.ts";
import { CLAIM_LEASE_MS, type Channel, DELIVERY_POLICY, type Lane, LANES, POLL_INTERVAL_MS, PRUNE_INTERVAL_MS, retryDelayMs } from "./delivery-policy.ts";
import { pruneFinishedMessages } from "./message-retention.ts";
import { type CertificateRenderPayload, enqueueMessages, type MessagePayload, type NewMessage } from "./message-jobs.ts";
import type { MailSender, SmsSender } from "./senders.ts";

export interface MessageQueueOptions {
  db: Db;
  senders: { mail: MailSender; sms: SmsSender };
  log: Logger;
  publicUrl: string;
  /** The worker's clock (tests move it forward to reach a retry without waiting). */
  now?: () => Date;
  sendTimeoutMs?: number;
  pollIntervalMs?: number;
  /** Work that runs on the worker's clock every so often, like the pruning (e.g. challenge reminders). */
  periodic?: PeriodicTask[];
  /** Draws and stores a certificate (the render lane's jobs, ADR 0043); without it such a job fails and is retried. */
  renderCertificate?: (job: CertificateRenderPayload) => Promise<void>;
}

/**
 * A sweep the queue's worker runs at most once per `everyMs`, after the due messages. Several workers may
 * run one at the same time: each task must claim its rows itself (a conditional update), so nothing is done twice.
 */
export interface PeriodicTask {
  name: string;
  everyMs: number;
  run(now: Date): Promise<number>;
}

interface ClaimedJob {
  id: string;
  channel: Channel;
  payload: unknown;
  attempts: number;
  expiresAt: Date | null;
}

const reasonOf = (err: unknown) => (err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err));

/** A lane's own run (delivery-policy.ts LANES): one at a time per lane, another asked for while it runs. */
interface LaneRun {
  lane: Lane;
  running: Promise<void> | null;
  again: boolean;
}

/**
 * Sends queued mail and SMS (the message_jobs table) in the background, so a slow or failing sender
 * never holds up or fails the request that caused a message (ADR 0011), and draws certificates ahead of their
 * download on a lane of its own (ADR 0043). Any number of workers (one per server process) share the table: each
 * claims due rows with FOR UPDATE SKIP LOCKED and a lease, so a row goes to one worker at a time; a failed job is
 * retried with exponential backoff, then marked failed. Delivery is at least once: a worker that dies between
 * sending and recording it sends again.
 */
export class MessageQueue {
  private timer: NodeJS.Timeout | null = null;
  private readonly lanes: LaneRun[] = LANES.map((lane) => ({ lane, running: null, again: false }));
  private stopping = false;
  private unreachable = false;
  private lastPrune = 0;
  private readonly lastRun = new Map<string, number>();
  private readonly now: () => Date;

  constructor(private readonly opts: MessageQueueOptions) {
    this.now = opts.now ?? (() => new Date());
  }

  /** Queues one message outside any transaction (a request with nothing to commit) and wakes the worker. */
  async send(message: NewMessage): Promise<void> {
    await enqueueMessages(this.opts.db, [message]);
    this.wake();
  }

  /** Starts polling (main.ts). Without it nothing is sent: tests call runDue() themselves. */
  start(): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => this.wake(), this.opts.pollIntervalMs ?? POLL_INTERVAL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for the jobs in progress (each ends within its lane's timeout). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping = true;
    await Promise.all(this.lanes.map((run) => run.running));
  }

  /** Every lane's due jobs, until none is due, then the pruning and the periodic tasks; answers how many jobs it handled. */
  async runDue(): Promise<number> {
    const drained = await Promise.allSettled(this.lanes.map(({ lane }) => this.drain(lane)));
    const failed = drained.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    await this.housekeeping();
    return drained.reduce((n, r) => n + (r.status === "fulfilled" ? r.value : 0), 0);
  }

  /** Claims and handles a lane's due jobs, batch after batch, until none is due. */
  private async drain(lane: Lane): Promise<number> {
    let handled = 0;
    while (!this.stopping) {
      const jobs = await this.claim(lane);
      if (jobs.length === 0) break;
      const results = await Promise.allSettled(jobs.map((job) => this.deliver(job, lane)));
      handled += jobs.length;
      const failed = results.find((r) => r.status === "rejected");
      if (failed) throw failed.reason;
    }
    return handled;
  }

  private async housekeeping(): Promise<void> {
    await this.pruneNowAndThen();
    await this.runPeriodic();
  }

  /** Each periodic task whose interval has passed on the worker's clock; one failing does not stop the others. */
  private async runPeriodic(): Promise<void> {
    for (const task of this.opts.periodic ?? []) {
      const now = this.now();
      if (this.stopping || now.getTime() - (this.lastRun.get(task.name) ?? 0) < task.everyMs) continue;
      this.lastRun.set(task.name, now.getTime());
      try {
        const done = await task.run(now);
        if (done > 0) this.opts.log.info({ task: task.name, done }, "message queue: periodic task ran");
      } catch (err) {
        if (isDatabaseUnavailable(err)) throw err;
        this.opts.log.error({ err, task: task.name }, "message queue: periodic task failed");
      }
    }
  }

  /** Keeps the table to what is still useful (message-retention.ts); at most once per PRUNE_INTERVAL_MS. */
  private async pruneNowAndThen(): Promise<void> {
    const now = this.now();
    if (this.stopping || now.getTime() - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now.getTime();
    const pruned = await pruneFinishedMessages(this.opts.db, now);
    if (pruned > 0) this.opts.log.info({ pruned }, "message queue: finished messages past their retention deleted");
  }

  private wake(): void {
    for (const run of this.lanes) this.wakeLane(run);
  }

  /** Runs one lane unless it is running already (then once more after). The first lane also does the housekeeping. */
  private wakeLane(run: LaneRun): void {
    if (!this.timer) return;
    if (run.running) {
      run.again = true;
      return;
    }
    run.again = false;
    const work = async () => {
      await this.drain(run.lane);
      if (run === this.lanes[0]) await this.housekeeping();
    };
    run.running = work()
      .then(
        () => {
          if (this.unreachable) this.opts.log.info("message queue: the database is reachable again");
          this.unreachable = false;
        },
        (err: unknown) => {
          if (!isDatabaseUnavailable(err)) return this.opts.log.error({ err }, "message queue: run failed");
          // An outage is reported once, not on every poll.
          if (!this.unreachable) this.opts.log.warn({ reason: reasonOf(err) }, "message queue: cannot reach the database; will keep trying");
          this.unreachable = true;
        },
      )
      .finally(() => {
        run.running = null;
        if (run.again) this.wakeLane(run);
      });
  }

  private async claim(lane: Lane): Promise<ClaimedJob[]> {
    const now = this.now();
    const { db } = this.opts;
    // Rows another worker is claiming right now are skipped, never waited on or taken twice.
    const due = db
      .select({ id: messageJobs.id })
      .from(messageJobs)
      .where(and(inArray(messageJobs.channel, lane.channels), inArray(messageJobs.status, ["pending", "sending"]), lte(messageJobs.runAt, now)))
      .orderBy(asc(messageJobs.runAt))
      .limit(lane.batch)
      .for("update", { skipLocked: true });
    return db
      .update(messageJobs)
      .set({ status: "sending", attempts: sql`${messageJobs.attempts} + 1`, runAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(messageJobs.id, due))
      .returning({ id: messageJobs.id, channel: messageJobs.channel, payload: messageJobs.payload, attempts: messageJobs.attempts, expiresAt: messageJobs.expiresAt });
  }

  private async deliver(job: ClaimedJob, lane: Lane): Promise<void> {
    const { db, log } = this.opts;
    // Only the claim this worker holds is updated: if its lease lapsed and another worker took the row,
    // the attempt count no longer matches and this worker's outcome is dropped.
    const mine = and(eq(messageJobs.id, job.id), eq(messageJobs.status, "sending"), eq(messageJobs.attempts, job.attempts));
    const facts = { jobId: job.id, channel: job.channel, attempts: job.attempts };
    if (job.expiresAt && job.expiresAt <= this.now()) {
      await db.update(messageJobs).set({ status: "failed", lastError: "expired before it could be sent" }).where(mine);
      log.warn(facts, "message expired before it could be sent");
      return;
    }
    let failure: unknown = null;
    try {
      await this.withTimeout(this.dispatch(job.payload as MessagePayload), this.opts.sendTimeoutMs ?? lane.timeoutMs);
    } catch (err) {
      failure = err ?? new Error("sender failed");
    }
    if (failure === null) {
      await db.update(messageJobs).set({ status: "sent", sentAt: this.now(), lastError: null }).where(mine);
      return;
    }
    const reason = reasonOf(failure);
    const policy = DELIVERY_POLICY[job.channel];
    if (job.attempts >= policy.maxAttempts) {
      await db.update(messageJobs).set({ status: "failed", lastError: reason }).where(mine);
      log.error({ ...facts, reason }, "message not delivered: giving up");
      return;
    }
    const delay = retryDelayMs(policy, job.attempts);
    await db
      .update(messageJobs)
      .set({ status: "pending", runAt: new Date(this.now().getTime() + delay), lastError: reason })
      .where(mine);
    log.warn({ ...facts, reason, retryInS: delay / 1000 }, "message not delivered: will retry");
  }

  private async dispatch(payload: MessagePayload): Promise<void> {
    if (payload.kind === "certificateRender") {
      if (!this.opts.renderCertificate) throw new Error("no certificate renderer on this worker");
      return this.opts.renderCertificate(payload);
    }
    const out = composeMessage(payload, this.opts.publicUrl);
    if (out.channel === "mail") await this.opts.senders.mail.send(out.mail);
    else await this.opts.senders.sms.send(out.to, out.text);
  }

  /** A sender that never answers must not hold its message (or the worker) forever. */
  private async withTimeout(work: Promise<void>, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    // The abandoned send may still fail later; that must not surface as an unhandled rejection.
    work.catch(() => undefined);
    try {
      await Promise.race([
        work,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}
