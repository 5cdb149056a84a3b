import type { CheckInLikeResult } from "@commons/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invalidateChallengeFeed } from "./challenge-feed-cache.ts";
import { loadReadableCheckIn } from "./check-in-view.ts";

// docs/product/challenges.md#likes-and-comments: a like toggles. One like per person per check-in is the
// primary key; one person's toggles of one check-in are taken one at a time under an advisory lock, so a
// double click (or fifty) alternates cleanly; like_count moves in the same statement as the row, only when a
// row came or went, so different people never wait for each other beyond the count's row lock.

// Keeps the per-(check-in, person) advisory locks apart from every other advisory lock (any constant works).
const LIKE_LOCK_CLASS = 0x6c696b65;

/** POST /api/building-public/check-ins/{id}/like: 404 for a check-in the caller may not see. */
export async function toggleLike(db: Db, checkInId: string, userId: string): Promise<CheckInLikeResult> {
  const checkIn = await loadReadableCheckIn(db, checkInId, userId);
  const done = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIKE_LOCK_CLASS}, hashtext(${`${checkIn.id}:${userId}`}))`);
    const result = await tx.execute<{ liked: boolean; like_count: number }>(sql`
      with removed as (
        delete from challenge_check_in_likes where check_in_id = ${checkIn.id} and user_id = ${userId} returning 1
      ), added as (
        insert into challenge_check_in_likes (check_in_id, user_id)
        select ${checkIn.id}, ${userId} where not exists (select 1 from removed)
        on conflict do nothing returning 1
      ), moved as (
        update challenge_check_ins
        set like_count = like_count + (select count(*) from added)::int - (select count(*) from removed)::int
        where id = ${checkIn.id} and exists (select 1 from added union all select 1 from removed)
        returning like_count
      )
      select exists (select 1 from added) as liked,
             coalesce((select like_count from moved), (select like_count from challenge_check_ins where id = ${checkIn.id})) as like_count`);
    const [row] = (result as unknown as { rows: { liked: boolean; like_count: number }[] }).rows;
    return { liked: Boolean(row!.liked), likeCount: Number(row!.like_count) };
  });
  // The count (and the popular order) on the feed's shared pages follow at once in this process.
  invalidateChallengeFeed(db, checkIn.eventId);
  return done;
}
