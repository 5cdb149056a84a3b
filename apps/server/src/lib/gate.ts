/**
 * At most `limit` pieces of work at once; the rest wait their turn, first come first served. For cheap work that
 * comes in floods (a certificate download: a read and a file of ~120 KB, ADR 0043): on one request thread, every
 * download under way puts its steps in the event loop's queue ahead of any other request's, so bounding how many
 * are under way bounds how long an event page's read waits behind them, at a few milliseconds' cost to the flood.
 */
export class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active++;
    // A finished piece hands its place straight to the next (`active` stays), so nobody can slip in between.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Pieces waiting for a place (for tests and logs). */
  get queued(): number {
    return this.waiting.length;
  }
}
