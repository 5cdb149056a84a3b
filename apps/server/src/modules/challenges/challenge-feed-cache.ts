import type { ChallengeFeedPage, ChallengeFeedQuery } from "@commons/domain";
import type { Db } from "../../db/client.ts";
import { SharedReadCache } from "../../lib/shared-read-cache.ts";
import { fixedPieces, gzipped, joined, type Piece, piece } from "../../lib/spliced-gzip.ts";
import { type RenderedJson, renderedPayload, renderJson } from "../events/rendered-json.ts";
import type { ChallengeContext } from "./challenge-access.ts";
import type { CheckInScope } from "./check-in-view.ts";

// docs/product/challenges.md#feed (ADR 0035): a feed page is the same for every reader of one audience (the
// participants, who see everything, or everyone else, who see the public check-ins), but for `isLiked`. So
// the page is read and rendered once per audience for a moment and shared; each reader gets it with their
// own likes laid over it. Each reader's side (the challenge, their role, their likes of the shared pages) is kept
// for the same moment, so a reader's repeated read costs no round trip at all (ADR 0045). Check-in writes,
// setups, likes and comments drop the challenge's pages and readers at once in this process; other processes,
// and a change of someone's registration, show within the TTL.

/** How long one audience's page is shared: counts and edits from another process show within this. */
export const FEED_PAGE_TTL_MS = 1000;
/** Pages kept at most (each event × audience × sort × page × person filter is one). */
const MAX_PAGES = 500;
/** Patterns of likes kept made per shared page. */
const MAX_PATTERNS = 256;
/** Readers' sides kept at most (each event × reader × the pages they were read against is one). */
const MAX_READERS = 5000;

/** One audience's page, rendered once, and the same page with a reader's likes. */
export interface SharedFeedPage {
  /** Names this page among every page shared in this process: a reader's likes were read against it. */
  serial: number;
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
let serials = 0;

export function sharePage(page: ChallengeFeedPage): SharedFeedPage {
  const ids = page.checkIns.map((c) => c.id);
  const shared = renderJson(page);
  const texts = shared.body.split(NOT_LIKED);
  if (texts.length !== ids.length + 1) throw new Error(`a feed page of ${ids.length} cards has ${texts.length - 1} "isLiked" fields`);
  // Made when a reader with likes first asks: the visitors' pages never need them.
  let pieces: Piece[] | undefined;
  // Each pattern of likes is made (and compressed) once while the page is shared: a reader reading again, and
  // readers who like the same cards, get the same bytes.
  const byPattern = new Map<string, RenderedJson<ChallengeFeedPage>>();
  const forLikes = (liked: ReadonlySet<string>): RenderedJson<ChallengeFeedPage> => {
    const marks = ids.map((id) => liked.has(id));
    if (!marks.includes(true)) return shared;
    // The shared body's tag and which cards are liked name these bytes exactly.
    const pattern = marks.reduce((n, m, i) => (m ? n | (1n << BigInt(i)) : n), 0n).toString(36);
    const made = byPattern.get(pattern);
    if (made) return made;
    pieces ??= fixedPieces(texts, NOT_LIKED.length);
    const sequence = pieces.flatMap((p, i) => (i === 0 ? [p] : [marks[i - 1] ? SLOT.liked : SLOT.notLiked, p]));
    const payload = renderedPayload({
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
    // A bound, not a policy: a page lives a second, and a page of n cards has 2^n patterns.
    if (byPattern.size < MAX_PATTERNS) byPattern.set(pattern, payload);
    return payload;
  };
  // A reader's likes are one set for as long as their side is kept (listFeed): reading again finds its bytes here.
  const bySet = new WeakMap<ReadonlySet<string>, RenderedJson<ChallengeFeedPage>>();
  return {
    serial: ++serials,
    ids,
    forReader(liked) {
      let payload = bySet.get(liked);
      if (!payload) bySet.set(liked, (payload = forLikes(liked)));
      return payload;
    },
  };
}

/** The key of one audience's page: the event first, so that a write drops all of the event's pages. */
export const feedPageKey = (eventId: string, scope: CheckInScope, q: ChallengeFeedQuery) => `${eventId}|${scope}|${q.sort}|${q.page}|${q.limit}|${q.user}`;

/**
 * The key of one reader's side: the challenge and the reader, and the shared pages whose cards their likes were
 * asked about (a new page, new key). The event first, so that a write drops all of the event's readers.
 */
export const feedReaderKey = (eventId: string, viewerId: string | null, asked: readonly (SharedFeedPage | undefined)[]) =>
  `${eventId}|${viewerId ?? ""}|${asked.map((page) => page?.serial ?? 0).join(",")}`;

/** The feed's two caches: each audience's pages, and each reader's side of them. */
export interface FeedCaches {
  pages: SharedReadCache<SharedFeedPage>;
  readers: SharedReadCache<ChallengeContext>;
}

const caches = new WeakMap<Db, FeedCaches>();

/** The feed's caches for this database (one pair per app instance); created with `ttlMs` on first use. */
export function challengeFeedCaches(db: Db, ttlMs: number): FeedCaches {
  let pair = caches.get(db);
  if (!pair) caches.set(db, (pair = { pages: new SharedReadCache(ttlMs, MAX_PAGES), readers: new SharedReadCache(ttlMs, MAX_READERS) }));
  return pair;
}

/** Call after a committed write that changes what a feed of the challenge shows. */
export function invalidateChallengeFeed(db: Db, eventId: string): void {
  const pair = caches.get(db);
  pair?.pages.invalidate(eventId);
  pair?.readers.invalidate(eventId);
}
