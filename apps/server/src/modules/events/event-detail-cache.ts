import type { EventDetail } from "@commons/domain";
import type { Db } from "../../db/client.ts";
import { SharedReadCache, sharedReadTtl } from "../../lib/shared-read-cache.ts";
import { type RenderedJson, renderJson } from "./rendered-json.ts";

/**
 * How long the signed-out payload of one event is reused. Anonymous traffic is where a shared link
 * brings thousands of readers at once, and they all see the same bytes; one second of reuse turns N
 * identical reads into one, while a change shows within a second (the page refetches every 60 s anyway).
 * Writes in this process (likes, registrations) drop the entry at once; with several processes the TTL
 * bounds the staleness.
 */
export const PUBLIC_DETAIL_TTL_MS = 1000;

export type RenderedDetail = RenderedJson<EventDetail>;

/** The event payload, rendered once (rendered-json.ts). */
export const renderDetail = (detail: EventDetail): RenderedDetail => renderJson(detail);

/** A per-database cache of rendered signed-out payloads, keyed by the event's id (lib/shared-read-cache.ts). */
export type PublicDetailCache = SharedReadCache<RenderedDetail>;

const caches = new WeakMap<Db, PublicDetailCache>();

export const detailCacheTtl = (env: { NODE_ENV: string }): number => sharedReadTtl(env, PUBLIC_DETAIL_TTL_MS);

/** The cache for this database (one per app instance); created with `ttlMs` on first use. */
export function publicDetailCache(db: Db, ttlMs: number): PublicDetailCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SharedReadCache<RenderedDetail>(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}

/** Call after a write that changes what a signed-out visitor sees of the event (likes, registrations). */
export function invalidateEventDetail(db: Db, eventId: string): void {
  caches.get(db)?.invalidate(eventId);
}
