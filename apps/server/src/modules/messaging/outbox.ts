/** Development-only record of what would have been sent, readable at /dev/outbox. Bounded so it can't grow forever. */
export interface OutboxEntry {
  id: number;
  channel: "sms" | "mail";
  to: string;
  subject?: string;
  text: string;
  at: string;
}

const LIMIT = 200;

export class Outbox {
  private entries: OutboxEntry[] = [];
  private seq = 0;

  add(entry: Omit<OutboxEntry, "id" | "at">): OutboxEntry {
    const full = { ...entry, id: ++this.seq, at: new Date().toISOString() };
    this.entries.unshift(full);
    if (this.entries.length > LIMIT) this.entries.length = LIMIT;
    return full;
  }

  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  /** The newest message to one recipient; tests and the dev page use it to read one-time codes. */
  latestFor(to: string): OutboxEntry | undefined {
    return this.entries.find((e) => e.to === to);
  }
}
