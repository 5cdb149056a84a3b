import type { Db } from "../../db/client.ts";
import type { EventDetail } from "@commons/domain";
import { type RenderedJson, renderJson } from "./rendered-json.ts";

/**
 * How long the signed-out payload of one event is reused. Anonymous traffic is where a shared link
 * brings thousands of readers at once, and they all see the same bytes; one second of reuse turns N
 * identical reads into one, while a change shows within a second (the page refetches every 60 s anyway).
 * Writes in this process (likes, registrations) drop the entry at once; with several processes the TTL
 * bounds the staleness.
 */
export const PUBLIC_DETAIL_TTL_MS = 1000;
const MAX_ENTRIES = 2000;

export type RenderedDetail = RenderedJson<EventDetail>;

/** The event payload, rendered once (rendered-json.ts). */
export const renderDetail = (detail: EventDetail): RenderedDetail => renderJson(detail);

/** A per-database cache of rendered signed-out payloads; concurrent misses share one load. */
export class PublicDetailCache {
  private entries = new Map<string, { at: number; value: Promise<RenderedDetail> }>();
  constructor(
    readonly ttlMs: number,
    private now: () => number = Date.now,
  ) {}

  get(eventId: string, load: () => Promise<EventDetail>): Promise<RenderedDetail> {
    if (this.ttlMs <= 0) return load().then(renderDetail);
    const hit = this.entries.get(eventId);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const value = load().then(renderDetail);
    this.entries.delete(eventId);
    this.entries.set(eventId, { at: this.now(), value });
    // Failures (404 above all) are never cached: the next request asks the database again.
    value.catch(() => {
      if (this.entries.get(eventId)?.value === value) this.entries.delete(eventId);
    });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  invalidate(eventId: string): void {
    this.entries.delete(eventId);
  }
}

const caches = new WeakMap<Db, PublicDetailCache>();

/** Tests change rows behind the app's back and read them at once, so under test the cache is opt-in. */
export function detailCacheTtl(env: { NODE_ENV: string }): number {
  return env.NODE_ENV === "test" ? 0 : PUBLIC_DETAIL_TTL_MS;
}

/** The cache for this database (one per app instance); created with `ttlMs` on first use. */
export function publicDetailCache(db: Db, ttlMs: number): PublicDetailCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PublicDetailCache(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}

/** Call after a write that changes what a signed-out visitor sees of the event (likes, registrations). */
export function invalidateEventDetail(db: Db, eventId: string): void {
  caches.get(db)?.invalidate(eventId);
}
