import { CHECK_IN_COMMENTS_PAGE_SIZE, CHECK_IN_COMMENT_NOTICE_MAX, type CheckInComment, cutText } from "@commons/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { challengeCheckInComments, challengeCheckIns, users } from "../../db/schema/index.ts";
import { notify } from "../notifications/notifications.service.ts";
import { invalidateChallengeFeed } from "./challenge-feed-cache.ts";
import { loadReadableCheckIn } from "./check-in-view.ts";

// docs/product/challenges.md#likes-and-comments: a check-in's comments, oldest first, seen by whoever may
// see the check-in; writing one moves comment_count and notifies the author in the same transaction.

/** Only public columns of the commenter: an email or phone number cannot reach a comment. */
const commentColumns = {
  id: challengeCheckInComments.id,
  checkInId: challengeCheckInComments.checkInId,
  content: challengeCheckInComments.content,
  commentedAt: challengeCheckInComments.commentedAt,
  user: { id: users.id, name: users.name, username: users.username, image: users.image },
};

type CommentRow = { id: string; checkInId: string; content: string; commentedAt: Date; user: CheckInComment["user"] };
const toComment = (row: CommentRow): CheckInComment => ({ ...row, commentedAt: row.commentedAt.toISOString() });

/** GET /api/building-public/check-ins/{id}/comments?page: 50 a page, oldest first. */
export async function listComments(db: Db, checkInId: string, viewerId: string | null, page: number): Promise<CheckInComment[]> {
  const checkIn = await loadReadableCheckIn(db, checkInId, viewerId);
  const rows = await db
    .select(commentColumns)
    .from(challengeCheckInComments)
    .innerJoin(users, eq(users.id, challengeCheckInComments.userId))
    .where(eq(challengeCheckInComments.checkInId, checkIn.id))
    .orderBy(asc(challengeCheckInComments.commentedAt), asc(challengeCheckInComments.id))
    .limit(CHECK_IN_COMMENTS_PAGE_SIZE)
    .offset((page - 1) * CHECK_IN_COMMENTS_PAGE_SIZE);
  return rows.map(toComment);
}

/** POST /api/building-public/check-ins/{id}/comments: `content` is already trimmed and non-empty. */
export async function addComment(db: Db, checkInId: string, userId: string, content: string): Promise<CheckInComment> {
  const checkIn = await loadReadableCheckIn(db, checkInId, userId);
  const done = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(challengeCheckInComments).values({ checkInId: checkIn.id, userId, content }).returning({ id: challengeCheckInComments.id });
    await tx
      .update(challengeCheckIns)
      .set({ commentCount: sql`${challengeCheckIns.commentCount} + 1` })
      .where(eq(challengeCheckIns.id, checkIn.id));
    const [row] = await tx
      .select(commentColumns)
      .from(challengeCheckInComments)
      .innerJoin(users, eq(users.id, challengeCheckInComments.userId))
      .where(eq(challengeCheckInComments.id, inserted!.id));
    if (checkIn.authorId !== userId) {
      await notify(tx, {
        userId: checkIn.authorId,
        type: "challengeComment",
        params: { name: row!.user.name, comment: cutText(content, CHECK_IN_COMMENT_NOTICE_MAX), event: checkIn.eventTitle },
        // The author's own check-ins on the challenge page (docs/product/challenges.md#sharing).
        link: `/events/${checkIn.eventId}?user=${checkIn.authorId}`,
      });
    }
    return toComment(row!);
  });
  invalidateChallengeFeed(db, checkIn.eventId);
  return done;
}
