import type { Db } from "../../db/client.ts";
import { ok } from "../../lib/envelope.ts";
import type { EventDetail } from "@commons/domain";
import { codedEtag, strongEtag } from "./etag.ts";
import { compress, type Encoding } from "../../lib/content-encoding.ts";

/**
 * How long the signed-out payload of one event is reused. Anonymous traffic is where a shared link
 * brings thousands of readers at once, and they all see the same bytes; one second of reuse turns N
 * identical reads into one, while a change shows within a second (the page refetches every 60 s anyway).
 * Writes in this process (likes, registrations) drop the entry at once; with several processes the TTL
 * bounds the staleness.
 */
export const PUBLIC_DETAIL_TTL_MS = 1000;
const MAX_ENTRIES = 2000;

export interface RenderedDetail {
  detail: EventDetail;
  /** The JSON envelope exactly as sent, and its strong ETag. */
  body: string;
  etag: string;
  /** The body's length in UTF-8 bytes. */
  byteLength: number;
  /** The headers of a 304 to a client that takes `encoding`: no compression needed for those. */
  notModified(encoding: Encoding | undefined): Readonly<Record<string, string>>;
  /** What a 200 sends a client that takes `encoding` (undefined: the body as it is). */
  variant(encoding: Encoding | undefined): DetailVariant;
}

/** One content coding of the payload, with the headers of its 200 answer. */
export interface DetailVariant {
  bytes: Uint8Array<ArrayBuffer>;
  okHeaders: Readonly<Record<string, string>>;
}

/**
 * Rendered once per cache entry: the UTF-8 bytes, each compressed variant and the headers are made on
 * first use and kept with the entry, so a busy signed-out read costs neither a JSON.stringify nor a
 * compression per request, and a phone on a slow network gets a fraction of the bytes. A signed-in
 * reader's payload is rendered per request; its 60-second revalidations mostly end in a 304, which
 * compresses nothing.
 */
export function renderDetail(detail: EventDetail): RenderedDetail {
  const body = JSON.stringify(ok(detail));
  const etag = strongEtag(body);
  const raw = new Uint8Array(Buffer.from(body));
  const notModified = new Map<Encoding | undefined, Readonly<Record<string, string>>>();
  const variants = new Map<Encoding | undefined, DetailVariant>();
  const notModifiedHeaders = (encoding: Encoding | undefined) => {
    let headers = notModified.get(encoding);
    if (!headers) {
      headers = {
        ETag: codedEtag(etag, encoding),
        // The page refetches every 60 s and on focus, so caches must revalidate; the payload depends on
        // who asks and on the coding, so they keep it per session and coding.
        "Cache-Control": "private, no-cache",
        Vary: "Cookie, Accept-Encoding",
      };
      notModified.set(encoding, headers);
    }
    return headers;
  };
  return {
    detail,
    body,
    etag,
    byteLength: raw.byteLength,
    notModified: notModifiedHeaders,
    variant(encoding) {
      let variant = variants.get(encoding);
      if (!variant) {
        const bytes = encoding ? compress(raw, encoding) : raw;
        const okHeaders = {
          ...notModifiedHeaders(encoding),
          "Content-Type": "application/json; charset=UTF-8",
          "Content-Length": String(bytes.byteLength),
          ...(encoding ? { "Content-Encoding": encoding } : {}),
        };
        variant = { bytes, okHeaders };
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

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
