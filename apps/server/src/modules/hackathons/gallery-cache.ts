import type { SubmissionsPage } from "@commons/domain";
import { SharedReadCache } from "../../lib/shared-read-cache.ts";
import type { RenderedJson } from "../events/rendered-json.ts";

/**
 * docs/product/hackathons.md#gallery: the signed-out gallery is the same bytes for every visitor, and a
 * hackathon's page in VOTING is where a shared link brings many at once. One second of reuse per
 * (event, sort, page) turns N identical reads into one (the same choice as the event page's public payload,
 * event-detail-cache.ts); concurrent misses share one query, and the page is kept rendered (its JSON, ETag
 * and compressed bytes), so a hit costs neither a stringify nor a compression. Signed-in readers (managers
 * may see a closed gallery) always read the database.
 */
export const PUBLIC_GALLERY_TTL_MS = 1000;

export const publicGalleryCache = (ttlMs = PUBLIC_GALLERY_TTL_MS) => new SharedReadCache<RenderedJson<SubmissionsPage>>(ttlMs);
