import { type BuildingConfig, type ChallengeFeedPage, type ChallengeFeedQuery, type ChallengeFeedSort, normalizeBuildingConfig, type RegistrationStatus } from "@commons/domain";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedSql } from "../../db/prepared-sql.ts";
import { events, registrations } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { EVENT_ID_PATTERN, isEventManagerSql, isVisibleTo } from "../events/event-permissions.ts";
import { cardColumns, cardJoins, type CardRow, type CheckInScope, scopeOf, toCheckIn } from "./check-in-view.ts";

// docs/product/challenges.md#feed and #visibility: one page of the community feed in two round trips
// whatever the challenge's size: the event with the reader's role and registration, then the page with its
// authors, projects and the reader's likes in one statement.

interface ChallengeReader {
  eventId: string;
  title: string;
  config: BuildingConfig;
  isManager: boolean;
  registrationStatus: RegistrationStatus | null;
  scope: CheckInScope;
}

/**
 * The challenge as a reader needs it, in one query (the hot path's lean twin of loadChallenge): drafts and
 * cancelled events look missing to all but their managers; another event type is "not a challenge".
 */
export async function loadChallengeReader(db: Db, eventId: string, userId: string | null): Promise<ChallengeReader> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const viewer = userId ?? "";
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      type: events.type,
      status: events.status,
      buildingConfig: events.buildingConfig,
      isManager: userId ? isEventManagerSql(userId) : sql<boolean>`false`,
      registrationStatus: sql<RegistrationStatus | null>`(select r.status from ${registrations} r
        where r.event_id = ${eventId} and r.user_id = ${viewer} limit 1)`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row || !isVisibleTo(row.status, row.isManager)) throw notFound("error.eventNotFound");
  if (row.type !== "BUILDING_PUBLIC") throw notFound("challenges.notAChallenge");
  return {
    eventId: row.id,
    title: row.title,
    config: normalizeBuildingConfig(row.buildingConfig),
    isManager: row.isManager,
    registrationStatus: row.registrationStatus,
    scope: scopeOf(row),
  };
}

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
      select ${cardColumns(sql.placeholder("viewer"))}
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

/** The page of `reader`'s feed: `limit + 1` rows are read so the next page's existence costs no count. */
async function readFeedPage(db: Db, reader: ChallengeReader, viewerId: string | null, query: ChallengeFeedQuery): Promise<ChallengeFeedPage> {
  const byUser = query.user !== "all";
  const rows = await statementFor(query.sort, reader.scope, byUser)<CardRow>(db, {
    eventId: reader.eventId,
    viewer: viewerId ?? "",
    user: query.user,
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  });
  return {
    checkIns: rows.slice(0, query.limit).map(toCheckIn),
    meta: { page: query.page, limit: query.limit, sort: query.sort, user: query.user, hasNextPage: rows.length > query.limit },
  };
}

/** GET /api/events/{id}/building-public/check-ins. */
export async function listFeed(db: Db, eventId: string, viewerId: string | null, query: ChallengeFeedQuery): Promise<ChallengeFeedPage> {
  const reader = await loadChallengeReader(db, eventId, viewerId);
  return readFeedPage(db, reader, viewerId, query);
}
