import type { SubmissionsPage } from "@commons/domain";
import { type RenderedJson, renderJson } from "../events/rendered-json.ts";

/**
 * docs/product/hackathons.md#gallery: the signed-out gallery is the same bytes for every visitor, and a
 * hackathon's page in VOTING is where a shared link brings many at once. One second of reuse per
 * (event, sort, page) turns N identical reads into one (the same choice as the event page's public payload,
 * event-detail-cache.ts); concurrent misses share one query, and the page is kept rendered (its JSON, ETag
 * and compressed bytes), so a hit costs neither a stringify nor a compression. Signed-in readers (managers
 * may see a closed gallery) always read the database.
 */
export const PUBLIC_GALLERY_TTL_MS = 1000;
const MAX_ENTRIES = 2000;

export function publicGalleryCache(ttlMs = PUBLIC_GALLERY_TTL_MS) {
  const entries = new Map<string, { at: number; page: Promise<RenderedJson<SubmissionsPage>> }>();
  return {
    get(key: string, load: () => Promise<SubmissionsPage>): Promise<RenderedJson<SubmissionsPage>> {
      if (ttlMs <= 0) return load().then(renderJson);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.page;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const page = load().then(renderJson);
      entries.set(key, { at: now, page });
      // A failed read is not kept: the next reader asks again.
      page.catch(() => entries.delete(key));
      return page;
    },
  };
}
