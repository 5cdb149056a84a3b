/**
 * A short-lived, per-process cache of reads that many readers share: the event page's signed-out payload
 * (event-detail-cache.ts), a hackathon's signed-out gallery page (gallery-cache.ts) and a challenge's feed
 * page per audience (challenge-feed-cache.ts). Each entry is reused for `ttlMs`; concurrent misses share one
 * load; a failed load (a 404 above all) is never kept. Entries belong to a group (an event): a write drops
 * the group's entries at once, so this process reads its own writes, while other processes see them within
 * the TTL. With `ttlMs` 0 (under test) every read loads.
 */
export class SharedReadCache<T> {
  private entries = new Map<string, { group: string; at: number; value: Promise<T>; settled?: T }>();
  private groups = new Map<string, Set<string>>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>, group = key): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    this.drop(key);
    const entry: { group: string; at: number; value: Promise<T>; settled?: T } = { group, at: this.now(), value: load() };
    this.entries.set(key, entry);
    let keys = this.groups.get(group);
    if (!keys) this.groups.set(group, (keys = new Set()));
    keys.add(key);
    entry.value.then(
      (value) => {
        entry.settled = value;
      },
      () => {
        if (this.entries.get(key) === entry) this.drop(key);
      },
    );
    // Oldest first: Map keeps insertion order, and a reload re-inserts.
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    return entry.value;
  }

  /** A fresh entry's value if it has loaded, without loading: what a caller may look at before deciding. */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && this.now() - hit.at < this.ttlMs ? hit.settled : undefined;
  }

  /** Drops every entry of `group`: call after a write has committed. */
  invalidate(group: string): void {
    const keys = this.groups.get(group);
    if (!keys) return;
    for (const key of [...keys]) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.groups.get(entry.group);
    keys?.delete(key);
    if (keys?.size === 0) this.groups.delete(entry.group);
  }
}

/** Tests change rows behind the app's back and read them at once, so under test a shared read is opt-in. */
export function sharedReadTtl(env: { NODE_ENV: string }, ttlMs: number): number {
  return env.NODE_ENV === "test" ? 0 : ttlMs;
}
