import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedSql } from "../../db/prepared-sql.ts";
import { events, eventViewMarks } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type { PeriodicTask } from "../messaging/message-queue.ts";
import { EVENT_ID_PATTERN, findVisibleEvent } from "../events/event-permissions.ts";
import { publicEvent } from "../events/event-cards.queries.ts";

// docs/product/engagement.md#page-views: a person counts once per event per day (UTC).

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the worker deletes old marks, and how many rows one delete takes (short statements, short locks). */
export const VIEW_MARKS_PRUNE_MS = 60 * 60 * 1000;
const PRUNE_BATCH = 5000;
const PRUNE_MAX_BATCHES = 20;

/** The day a view counts on: the UTC date, so the window is the same for every event and every reader. */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

const p = (name: string) => sql.placeholder(name);

/*
 * One statement: the mark is inserted only for a public event, and the counter moves only when the mark
 * is new (ON CONFLICT DO NOTHING on the primary key), so parallel views of one person count once and
 * parallel views of different people never lose a count. The CTEs read the snapshot before the update,
 * so a repeat answers the current count from `target`.
 */
const countView = preparedSql(
  "record_event_view",
  sql`with target as (
    select id, view_count from ${events} where id = ${p("eventId")}::text and ${publicEvent()}
  ), mark as (
    insert into ${eventViewMarks} (event_id, viewer, day) select id, ${p("viewer")}::text, ${p("day")}::date from target
    on conflict do nothing returning event_id
  ), bumped as (
    update ${events} set view_count = view_count + 1 where id in (select event_id from mark) returning view_count
  )
  select coalesce((select view_count from bumped), target.view_count) as "viewCount" from target`,
);

/**
 * Counts one page view of a public event by `viewer` (`u:<user id>` or `v:<visitor id>`) at most once per
 * UTC day. An organiser previewing their own draft sees the count unchanged; anyone else asking about a
 * draft or a missing id gets 404.
 */
export async function recordView(db: Db, eventId: string, viewer: { userId: string | null; key: string }, now: Date): Promise<{ viewCount: number }> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const [row] = await countView<{ viewCount: number }>(db, { eventId, viewer: viewer.key, day: viewDay(now) });
  if (row) return { viewCount: Number(row.viewCount) };
  const event = await findVisibleEvent(db, eventId, viewer.userId);
  return { viewCount: event.viewCount };
}

/** Deletes marks older than yesterday, batch by batch; answers how many went. Two workers at once only share the work. */
export async function pruneViewMarks(db: Db, now: Date): Promise<number> {
  const before = viewDay(new Date(now.getTime() - DAY_MS));
  let pruned = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch += 1) {
    const result = await db.execute(sql`
      delete from ${eventViewMarks} where (event_id, viewer, day) in (
        select event_id, viewer, day from ${eventViewMarks} where day < ${before}::date limit ${PRUNE_BATCH}
      ) returning 1`);
    const count = (result as { rows?: unknown[] }).rows?.length ?? 0;
    pruned += count;
    if (count < PRUNE_BATCH) break;
  }
  return pruned;
}

/** The pruning as the message queue's periodic task (build-deps.ts). */
export const viewMarksPruneTask = (db: Db): PeriodicTask => ({
  name: "event-view-marks-prune",
  everyMs: VIEW_MARKS_PRUNE_MS,
  run: (now) => pruneViewMarks(db, now),
});
