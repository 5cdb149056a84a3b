import {
  type JudgesInput,
  type JudgesView,
  type JudgingProgress,
  normalizeHackathonConfig,
} from "@commons/domain";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  hackathonJudges,
  judgeScores,
  submissionMembers,
  submissions,
  users,
} from "../../db/schema/index.ts";
import { fieldError } from "../../lib/errors.ts";
import { requireEventAccess } from "../events/event-permissions.ts";
import { readHackathonRow } from "./hackathon-config.service.ts";
import { recomputeJudgeScores } from "./judge-score-sync.ts";

// docs/product/hackathons.md#judging: the organiser (or an event admin with canEditEvent) names the judges and
// follows their progress. Answers carry public fields only.

const person = {
  id: users.id,
  name: users.name,
  username: users.username,
  image: users.image,
};

async function judgesOf(db: Db, eventId: string) {
  return db
    .select(person)
    .from(hackathonJudges)
    .innerJoin(users, eq(users.id, hackathonJudges.userId))
    .where(eq(hackathonJudges.eventId, eventId))
    .orderBy(asc(hackathonJudges.createdAt), asc(users.id));
}

/** GET /api/events/{id}/judges. */
export async function getJudges(
  db: Db,
  actorId: string,
  eventId: string,
): Promise<JudgesView> {
  await requireEventAccess(db, eventId, actorId, "canEditEvent");
  await readHackathonRow(db, eventId, false, false);
  return { judges: await judgesOf(db, eventId) };
}

/**
 * PUT /api/events/{id}/judges: the whole list. Under the event's row lock, unknown ids are refused (422 on
 * userIds), removed judges lose their seat but keep their score rows (no longer counted; named again, they count
 * again), and every judge score is recomputed from the judges now named.
 */
export async function putJudges(
  db: Db,
  actorId: string,
  eventId: string,
  input: JudgesInput,
): Promise<JudgesView> {
  await requireEventAccess(db, eventId, actorId, "canEditEvent");
  const ids = [...new Set(input.userIds)];
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await readHackathonRow(tx, eventId, true, true);
    const found = ids.length
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    if (found.length !== ids.length)
      throw fieldError("userIds", "hackathons.judging.judgeNotFound");
    await tx
      .delete(hackathonJudges)
      .where(
        and(
          eq(hackathonJudges.eventId, eventId),
          ...(ids.length ? [notInArray(hackathonJudges.userId, ids)] : []),
        ),
      );
    if (ids.length)
      await tx
        .insert(hackathonJudges)
        .values(ids.map((userId) => ({ eventId, userId, addedBy: actorId })))
        .onConflictDoNothing();
    await recomputeJudgeScores(
      tx,
      eventId,
      normalizeHackathonConfig(row.hackathonConfig, row, new Date()).judging
        .criteria,
    );
  });
  return { judges: await judgesOf(db, eventId) };
}

/** GET /api/events/{id}/judging-progress: each judge's complete sheets, against every submission. */
export async function getJudgingProgress(
  db: Db,
  actorId: string,
  eventId: string,
): Promise<JudgingProgress> {
  await requireEventAccess(db, eventId, actorId, "canEditEvent");
  const row = await readHackathonRow(db, eventId, false, false);
  const criteria = normalizeHackathonConfig(
    row.hackathonConfig,
    row,
    new Date(),
  ).judging.criteria;
  const list = await db
    .select({ id: submissions.id, title: submissions.title })
    .from(submissions)
    .where(eq(submissions.eventId, eventId))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id));
  const judges = await judgesOf(db, eventId);
  const judgeIds = judges.map((j) => j.id);
  const rows = judgeIds.length
    ? await db
        .select({
          judgeId: judgeScores.judgeId,
          submissionId: judgeScores.submissionId,
          criterionId: judgeScores.criterionId,
        })
        .from(judgeScores)
        .where(
          and(
            eq(judgeScores.eventId, eventId),
            inArray(judgeScores.judgeId, judgeIds),
          ),
        )
    : [];
  const seats = judgeIds.length
    ? await db
        .select({
          userId: submissionMembers.userId,
          submissionId: submissionMembers.submissionId,
        })
        .from(submissionMembers)
        .where(
          and(
            eq(submissionMembers.eventId, eventId),
            inArray(submissionMembers.userId, judgeIds),
          ),
        )
    : [];
  return {
    submissions: list,
    judges: judges.map((judge) => {
      const ownIds = seats
        .filter((s) => s.userId === judge.id)
        .map((s) => s.submissionId);
      const mine = rows.filter((r) => r.judgeId === judge.id);
      const scoredIds = list
        .filter(
          (s) =>
            !ownIds.includes(s.id) &&
            criteria.every((c) =>
              mine.some(
                (r) => r.submissionId === s.id && r.criterionId === c.id,
              ),
            ),
        )
        .map((s) => s.id);
      return {
        ...judge,
        scoredIds,
        ownIds,
        scored: scoredIds.length,
        total: list.length - ownIds.length,
      };
    }),
  };
}
