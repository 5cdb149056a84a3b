/**
 * Natural batching (ADR 0048): items that arrive while `maxInFlight` batches are already under way wait, and go
 * together in the next batch of their key, up to `maxBatch` at once. A lone item goes at once, so a quiet system
 * adds no delay; a flood costs one round trip (and one commit) per batch instead of one per item. Keys take turns,
 * so one busy key cannot hold another back for longer than a batch.
 *
 * `run` answers each item of a batch in order: a fulfilled result, or the reason that one item failed.
 */
export type BatchRun<Item, Result> = (items: readonly Item[]) => Promise<readonly PromiseSettledResult<Result>[]>;

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (reason: unknown) => void;
}

export interface BatcherOptions {
  /** Batches under way at once (each holds a database connection while it runs). */
  maxInFlight: number;
  /** Items in one batch at most. */
  maxBatch: number;
}

export class Batcher<Item, Result> {
  /** Waiting items per key, in arrival order; Map order is the order keys take their turns in. */
  private readonly queues = new Map<string, Waiting<Item, Result>[]>();
  private inFlight = 0;

  constructor(
    private readonly run: BatchRun<Item, Result>,
    private readonly options: BatcherOptions,
  ) {}

  submit(key: string, item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) queue.push({ item, resolve, reject });
      else this.queues.set(key, [{ item, resolve, reject }]);
      this.pump();
    });
  }

  /** Batches under way now (for tests and logs). */
  get running(): number {
    return this.inFlight;
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight) {
      const next = this.queues.entries().next();
      if (next.done) return;
      const [key, queue] = next.value;
      const batch = queue.splice(0, this.options.maxBatch);
      // The key goes to the back of the line, with what is left of its queue.
      this.queues.delete(key);
      if (queue.length > 0) this.queues.set(key, queue);
      this.inFlight++;
      void this.settle(batch);
    }
  }

  private async settle(batch: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await this.run(batch.map((w) => w.item));
      batch.forEach((waiting, i) => {
        const result = results[i];
        if (!result) waiting.reject(new Error(`batch answered ${results.length} of ${batch.length} items`));
        else if (result.status === "fulfilled") waiting.resolve(result.value);
        else waiting.reject(result.reason);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      this.inFlight--;
      this.pump();
    }
  }
}
