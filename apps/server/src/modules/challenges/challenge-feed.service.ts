import type { ChallengeFeedPage, ChallengeFeedQuery, ChallengeFeedSort } from "@commons/domain";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedSql } from "../../db/prepared-sql.ts";
import type { RenderedJson } from "../events/rendered-json.ts";
import { loadChallenge } from "./challenge-access.ts";
import { type FeedCaches, feedPageKey, feedReaderKey, sharePage } from "./challenge-feed-cache.ts";
import { cardColumns, cardJoins, type CardRow, type CheckInScope, likedCheckIns, toCheckIn } from "./check-in-view.ts";

// docs/product/challenges.md#feed and #visibility. A signed-in reader's first page costs one round trip: the
// challenge, the reader's role and their likes of the audience's shared page (challenge-feed-cache.ts), read
// together; the page itself is read (one statement with its authors, setups and projects) once per audience
// and moment, and so is the reader's side: a reader reading again within it costs none.

/** Each sort reads its own index on (event_id, <key>…, id) backwards; the id breaks ties so pages never overlap. */
const ORDER: Record<ChallengeFeedSort, (t: string) => string> = {
  latest: (t) => `${t}.checked_in_at desc, ${t}.id desc`,
  popular: (t) => `${t}.like_count desc, ${t}.checked_in_at desc, ${t}.id desc`,
};

/**
 * Who sees what is part of the statement, not a parameter of it: a plan for "everything" and one for "the
 * public rows and mine" each keep their own index (a generic plan with an OR over a flag would not).
 */
const SCOPES: Record<CheckInScope, SQL> = {
  all: sql``,
  public: sql` and (c.visible_to_public or c.user_id = ${sql.placeholder("viewer")})`,
};

function pageStatement(sort: ChallengeFeedSort, scope: CheckInScope, byUser: boolean) {
  const who = byUser ? sql` and c.user_id = ${sql.placeholder("user")}` : sql``;
  return preparedSql(
    `challenge_feed_${sort}_${scope}_${byUser ? "user" : "all"}`,
    sql`
      select ${cardColumns}
      from (
        select * from challenge_check_ins c
        where c.event_id = ${sql.placeholder("eventId")}${SCOPES[scope]}${who}
        order by ${sql.raw(ORDER[sort]("c"))}
        limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}
      ) c
      ${cardJoins}
      order by ${sql.raw(ORDER[sort]("c"))}`,
  );
}

type Statement = ReturnType<typeof pageStatement>;
const statements = new Map<string, Statement>();
function statementFor(sort: ChallengeFeedSort, scope: CheckInScope, byUser: boolean): Statement {
  const key = `${sort}:${scope}:${byUser}`;
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = pageStatement(sort, scope, byUser)));
  return statement;
}

/**
 * One page as `scope` sees it, nobody's likes marked; `ownOf` adds that reader's own check-ins to a public
 * page. `limit + 1` rows are read so the next page's existence costs no count.
 */
async function readPage(db: Db, eventId: string, scope: CheckInScope, ownOf: string | null, query: ChallengeFeedQuery): Promise<ChallengeFeedPage> {
  const rows = await statementFor(query.sort, scope, query.user !== "all")<CardRow>(db, {
    eventId,
    viewer: ownOf ?? "",
    user: query.user,
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  });
  return {
    checkIns: rows.slice(0, query.limit).map(toCheckIn),
    meta: { page: query.page, limit: query.limit, sort: query.sort, user: query.user, hasNextPage: rows.length > query.limit },
  };
}

/**
 * GET /api/events/{id}/building-public/check-ins. The ids of the pages already shared for this query are
 * asked about with the reader's role, so a hit needs no second round trip; a page read afresh asks for the
 * reader's likes of its own cards. A reader outside the participants who has a registration (rejected,
 * cancelled) may have check-ins of their own hidden from the public: their page is theirs alone.
 */
export async function listFeed(db: Db, caches: FeedCaches, eventId: string, viewerId: string | null, query: ChallengeFeedQuery): Promise<RenderedJson<ChallengeFeedPage>> {
  const cache = caches.pages;
  const keys: Record<CheckInScope, string> = { all: feedPageKey(eventId, "all", query), public: feedPageKey(eventId, "public", query) };
  const shared = viewerId ? [cache.peek(keys.all), cache.peek(keys.public)] : [];
  const asked = shared.flatMap((page) => page?.ids ?? []);
  const readerKey = feedReaderKey(eventId, viewerId, shared);
  const { viewer } = await caches.readers.get(readerKey, () => loadChallenge(db, eventId, viewerId, asked), eventId);
  const ownPage = viewer.scope === "public" && viewer.registration !== null;
  const load = async () => sharePage(await readPage(db, eventId, viewer.scope, ownPage ? viewerId : null, query));
  const page = ownPage ? await load() : await cache.get(keys[viewer.scope], load, eventId);
  if (!viewerId) return page.forReader(viewer.liked);
  // A page shared before the reader's side was read had its cards asked about with it: the usual case, no more to ask.
  if (shared.includes(page)) return page.forReader(viewer.liked);
  const wasAsked = new Set(asked);
  const unasked = page.ids.filter((id) => !wasAsked.has(id));
  const liked = unasked.length === 0 ? viewer.liked : new Set([...viewer.liked, ...(await likedAmong(db, viewerId, unasked))]);
  return page.forReader(liked);
}

const likedStatement = preparedSql("challenge_feed_liked", likedCheckIns(sql.placeholder("ids"), sql.placeholder("viewer")));

/** Which of `ids` the reader likes. */
async function likedAmong(db: Db, viewerId: string, ids: readonly string[]): Promise<string[]> {
  const rows = await likedStatement<{ check_in_id: string }>(db, { ids, viewer: viewerId });
  return rows.map((r) => r.check_in_id);
}
