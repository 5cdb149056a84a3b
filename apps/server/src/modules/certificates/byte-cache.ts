// A cache of recent certificate files in memory, least recently used first out, bounded by bytes
// (certificate-files.ts): the same picture asked for again (a shared link's previews) skips storage too.
//
// A file read from storage is kept only when it is asked for a second time lately (`offer`): most certificates are
// downloaded once, by their holder, and keeping each of those for a while only churned the cache: under a flood of
// downloads, some 30 MB a second of large buffers kept long enough to reach the old generation, for full garbage
// collections to sweep while every other request waits. A picture just drawn is kept at once (`set`): drawing it
// again would cost far more than a read.

/** Keys remembered as asked for once, without their bytes. */
const MAX_ASKED_ONCE = 4096;

export class ByteCache {
  private readonly entries = new Map<string, Uint8Array>();
  private readonly askedOnce = new Set<string>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Uint8Array | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps `value` now. */
  set(key: string, value: Uint8Array): void {
    if (value.byteLength > this.maxBytes) return;
    this.askedOnce.delete(key);
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Keeps `value` if its key was offered before, lately; else only remembers the key. */
  offer(key: string, value: Uint8Array): void {
    if (this.askedOnce.has(key)) {
      this.set(key, value);
      return;
    }
    this.askedOnce.add(key);
    if (this.askedOnce.size > MAX_ASKED_ONCE) this.askedOnce.delete(this.askedOnce.values().next().value!);
  }

  /** Bytes held (for tests and logs). */
  get size(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.byteLength;
  }
}
