import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { BusyError } from "../../../lib/errors.ts";
import type { Logger } from "../../../lib/logger.ts";
import type { RenderInput } from "./certificate-draw.ts";

// docs/decisions/0039-certificates-drawn-on-the-server.md: drawing a certificate takes a tenth of a second of CPU,
// so it runs on worker threads and the request thread only passes messages. A few workers (one core is left to
// the request thread), started on the first render; a bounded queue in front of them answers 503 with
// Retry-After when it is full; a worker that dies is replaced and its render tried once more on the new one.
// Renders for the background (ADR 0043: each certificate drawn once when it is issued) wait in a queue of their own
// and take a worker only when no download is waiting: a rush of issues never delays a download.

export interface RenderRequest {
  id: number;
  input: RenderInput;
}
export type RenderReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

export interface RenderPoolOptions {
  /** Worker threads; by default one per core less one for the request thread, at least one and at most two. */
  size?: number;
  /** Downloads' renders that may wait for a worker; one more is refused with 503. */
  maxQueue?: number;
  /** How long close() lets renders under way finish before it stops their workers; 5 s by default. */
  closeGraceMs?: number;
  log?: Logger;
}

export const defaultPoolSize = () => Math.max(1, Math.min(2, availableParallelism() - 1));
const DEFAULT_MAX_QUEUE = 32;
/** A render is tried on at most this many workers: a render that kills two workers is not tried on a third. */
const MAX_ATTEMPTS = 2;
const CLOSE_GRACE_MS = 5_000;

// The worker is TypeScript: its entry registers tsx's loader on the new thread, under `npm start` and under test.
const WORKER_ENTRY = new URL("./render-worker-entry.mjs", import.meta.url);

interface Job {
  request: Omit<RenderRequest, "id">;
  background: boolean;
  attempts: number;
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}
interface Slot {
  worker: Worker;
  job: Job | null;
  jobId: number;
  startedAt: number;
}

export class RenderPool {
  readonly size: number;
  readonly maxQueue: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  /** Background renders: unbounded here, bounded by what the job queue claims at once (message-queue.ts). */
  private readonly backlog: Job[] = [];
  private nextId = 1;
  private closing = false;
  /** A moving average of one render's time, for Retry-After. */
  private averageMs = 150;
  private drawnCount = 0;

  constructor(private readonly options: RenderPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? defaultPoolSize());
    this.maxQueue = Math.max(0, options.maxQueue ?? DEFAULT_MAX_QUEUE);
  }

  /** The certificate's PNG. A download's render is refused (BusyError) when the queue is full; a background one waits. */
  run(input: RenderInput, { background = false }: { background?: boolean } = {}): Promise<Uint8Array> {
    if (this.closing) return Promise.reject(this.busy());
    const idle = this.idleSlot();
    if (!idle && !background && this.queue.length >= this.maxQueue) return Promise.reject(this.busy());
    return new Promise<Uint8Array>((resolve, reject) => {
      const job: Job = { request: { input }, background, attempts: 0, resolve, reject };
      if (idle) this.start(idle, job);
      else (background ? this.backlog : this.queue).push(job);
    });
  }

  /** Renders finished since the pool was made (the tests prove with it that a stored file was served undrawn). */
  get drawn(): number {
    return this.drawnCount;
  }

  /** The live worker threads (a health check counts them; the pool's tests stop one to see it replaced). */
  get threads(): readonly Worker[] {
    return this.slots.map((slot) => slot.worker);
  }

  /** Starts every worker now, so the first downloads do not wait for one to load its code and fonts. */
  warm(): void {
    while (!this.closing && this.slots.length < this.size) this.spawn();
  }

  /** Refuses new renders, lets those under way finish (up to a few seconds; any still drawing then is refused), then stops the workers. */
  async close(): Promise<void> {
    this.closing = true;
    for (const job of [...this.queue.splice(0), ...this.backlog.splice(0)]) job.reject(this.busy());
    const busy = this.slots.filter((slot) => slot.job);
    if (busy.length > 0) {
      await Promise.race([
        Promise.all(busy.map((slot) => new Promise<void>((done) => slot.worker.once("message", () => done()).once("exit", () => done())))),
        new Promise((done) => setTimeout(done, this.options.closeGraceMs ?? CLOSE_GRACE_MS).unref()),
      ]);
    }
    // A render still under way after the grace is refused, not left waiting for a worker that is gone.
    const stopped = this.slots.splice(0);
    for (const slot of stopped) slot.job?.reject(this.busy());
    await Promise.all(stopped.map((slot) => slot.worker.terminate()));
  }

  private busy(): BusyError {
    const waiting = this.queue.length + this.slots.filter((slot) => slot.job).length;
    return new BusyError("certificateRender.busy", Math.max(1, Math.ceil((waiting * this.averageMs) / this.size / 1000)));
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((slot) => !slot.job);
    if (idle) return idle;
    return this.slots.length < this.size ? this.spawn() : null;
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_ENTRY);
    const slot: Slot = { worker, job: null, jobId: 0, startedAt: 0 };
    worker.unref();
    worker.on("message", (reply: RenderReply) => this.finish(slot, reply));
    worker.on("error", (err) => this.options.log?.error({ err }, "certificate render worker failed"));
    worker.on("exit", (code) => this.replace(slot, code));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.jobId = this.nextId++;
    slot.startedAt = performance.now();
    job.attempts++;
    // A busy worker keeps the process alive until it answers; an idle one does not hold up an exit.
    slot.worker.ref();
    slot.worker.postMessage({ id: slot.jobId, ...job.request } satisfies RenderRequest);
  }

  private finish(slot: Slot, reply: RenderReply): void {
    const job = slot.job;
    if (!job || reply.id !== slot.jobId) return;
    this.averageMs = this.averageMs * 0.8 + (performance.now() - slot.startedAt) * 0.2;
    slot.job = null;
    slot.worker.unref();
    if ("error" in reply) job.reject(new Error(`certificate render failed: ${reply.error}`));
    else {
      this.drawnCount++;
      job.resolve(reply.bytes);
    }
    this.next(slot);
  }

  private next(slot: Slot): void {
    const job = this.queue.shift() ?? this.backlog.shift();
    if (job) this.start(slot, job);
  }

  /** A worker exited: its render is tried again on a new worker (once), and the queue goes on. */
  private replace(slot: Slot, code: number): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return; // close() stopped it
    this.slots.splice(index, 1);
    this.options.log?.warn({ code, threadId: slot.worker.threadId }, "certificate render worker exited; starting another");
    const job = slot.job;
    if (job && this.closing) job.reject(this.busy());
    else if (job && job.attempts >= MAX_ATTEMPTS) job.reject(new Error("certificate render worker exited twice on the same certificate"));
    else if (job) (job.background ? this.backlog : this.queue).unshift(job);
    if (this.closing) return;
    const waiting = this.queue.shift() ?? this.backlog.shift();
    if (waiting) this.start(this.spawn(), waiting);
  }
}
