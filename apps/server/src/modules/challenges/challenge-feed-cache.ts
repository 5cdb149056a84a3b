import type { ChallengeFeedPage, ChallengeFeedQuery } from "@commons/domain";
import type { Db } from "../../db/client.ts";
import { SharedReadCache } from "../../lib/shared-read-cache.ts";
import { fixedPieces, gzipped, joined, type Piece, piece } from "../../lib/spliced-gzip.ts";
import { type RenderedJson, renderedPayload, renderJson } from "../events/rendered-json.ts";
import type { CheckInScope } from "./check-in-view.ts";

// docs/product/challenges.md#feed (ADR 0035): a feed page is the same for every reader of one audience (the
// participants, who see everything, or everyone else, who see the public check-ins), but for `isLiked`. So
// the page is read and rendered once per audience for a moment and shared; each reader gets it with their
// own likes laid over it. Check-in writes, setups, likes and comments drop the challenge's pages at once in
// this process; other processes see them within the TTL.

/** How long one audience's page is shared: counts and edits from another process show within this. */
export const FEED_PAGE_TTL_MS = 1000;
/** Pages kept at most (each event × audience × sort × page × person filter is one). */
const MAX_PAGES = 500;

/** One audience's page, rendered once, and the same page with a reader's likes. */
export interface SharedFeedPage {
  /** The cards' ids, in order. */
  ids: readonly string[];
  forReader(liked: ReadonlySet<string>): RenderedJson<ChallengeFeedPage>;
}

const NOT_LIKED = '"isLiked":false';
// The same length as NOT_LIKED (JSON allows the space), so the pieces around it hold (lib/spliced-gzip.ts).
const LIKED = '"isLiked": true';
const SLOT = { liked: piece(LIKED), notLiked: piece(NOT_LIKED) };

/**
 * `page` as nobody's likes show it (every `isLiked` false) is the shared bytes, compressed once per coding.
 * For a reader who likes some of its cards, the same JSON is cut at each card's `"isLiked":false` (found
 * once per card and nowhere else: a quote inside a string is escaped) and joined again with theirs, in
 * gzip from pieces compressed once (lib/spliced-gzip.ts): no JSON, hash or compression per request, and
 * about as small as the shared page compressed whole.
 */
export function sharePage(page: ChallengeFeedPage): SharedFeedPage {
  const ids = page.checkIns.map((c) => c.id);
  const shared = renderJson(page);
  const texts = shared.body.split(NOT_LIKED);
  if (texts.length !== ids.length + 1) throw new Error(`a feed page of ${ids.length} cards has ${texts.length - 1} "isLiked" fields`);
  // Made when a reader with likes first asks: the visitors' pages never need them.
  let pieces: Piece[] | undefined;
  return {
    ids,
    forReader(liked) {
      const marks = ids.map((id) => liked.has(id));
      if (!marks.includes(true)) return shared;
      pieces ??= fixedPieces(texts, NOT_LIKED.length);
      const sequence = pieces.flatMap((p, i) => (i === 0 ? [p] : [marks[i - 1] ? SLOT.liked : SLOT.notLiked, p]));
      // The shared body's tag and which cards are liked name these bytes exactly.
      const pattern = marks.reduce((n, m, i) => (m ? n | (1n << BigInt(i)) : n), 0n).toString(36);
      return renderedPayload({
        // What is sent is made from the pieces; the page as data and text only when someone asks.
        get data() {
          return { ...page, checkIns: page.checkIns.map((c, i) => (marks[i] ? { ...c, isLiked: true } : c)) };
        },
        get body() {
          return texts.reduce((body, text, i) => body + (marks[i - 1] ? LIKED : NOT_LIKED) + text);
        },
        etag: `${shared.etag.slice(0, -1)}.${pattern}"`,
        byteLength: shared.byteLength,
        offered: ["gzip"],
        encode: (encoding) => (encoding ? gzipped(sequence) : joined(sequence)),
      });
    },
  };
}

/** The key of one audience's page: the event first, so that a write drops all of the event's pages. */
export const feedPageKey = (eventId: string, scope: CheckInScope, q: ChallengeFeedQuery) => `${eventId}|${scope}|${q.sort}|${q.page}|${q.limit}|${q.user}`;

const caches = new WeakMap<Db, SharedReadCache<SharedFeedPage>>();

/** The feed's cache for this database (one per app instance); created with `ttlMs` on first use. */
export function challengeFeedCache(db: Db, ttlMs: number): SharedReadCache<SharedFeedPage> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SharedReadCache<SharedFeedPage>(ttlMs, MAX_PAGES)));
  return cache;
}

/** Call after a committed write that changes what a feed of the challenge shows. */
export function invalidateChallengeFeed(db: Db, eventId: string): void {
  caches.get(db)?.invalidate(eventId);
}
