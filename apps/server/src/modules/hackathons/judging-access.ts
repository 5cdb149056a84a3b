import {
  type HackathonConfig,
  normalizeHackathonConfig,
} from "@commons/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  events,
  hackathonJudges,
  submissionAwards,
} from "../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../lib/errors.ts";
import {
  EVENT_ID_PATTERN,
  isEventManagerSql,
  isVisibleTo,
} from "../events/event-permissions.ts";

// docs/product/hackathons.md#judging: who may open the judging sheet, and whether scores may still change.

export interface JudgedHackathon {
  id: string;
  config: HackathonConfig;
}

/**
 * The hackathon a judge reads or scores: visible to them (a draft is "not found" without a role on it), a
 * HACKATHON, and the caller one of its judges (403 otherwise). `lock` takes the event row FOR SHARE, so a
 * concurrent criteria change (which holds it FOR UPDATE) cannot slip between reading the criteria and writing.
 */
export async function requireJudge(
  db: Db,
  eventId: string,
  userId: string,
  lock = false,
): Promise<JudgedHackathon> {
  if (!EVENT_ID_PATTERN.test(eventId)) throw notFound("error.eventNotFound");
  const query = db
    .select({
      id: events.id,
      type: events.type,
      status: events.status,
      startTime: events.startTime,
      endTime: events.endTime,
      hackathonConfig: events.hackathonConfig,
      isManager: isEventManagerSql(userId),
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  const [row] = lock ? await query.for("share") : await query;
  if (!row || !isVisibleTo(row.status, row.isManager))
    throw notFound("error.eventNotFound");
  if (row.type !== "HACKATHON") throw conflict("hackathons.notHackathon");
  const [judge] = await db
    .select({ userId: hackathonJudges.userId })
    .from(hackathonJudges)
    .where(
      and(
        eq(hackathonJudges.eventId, eventId),
        eq(hackathonJudges.userId, userId),
      ),
    )
    .limit(1);
  if (!judge)
    throw new AppError(403, "FORBIDDEN", "hackathons.judging.notJudge");
  return {
    id: row.id,
    config: normalizeHackathonConfig(row.hackathonConfig, row, new Date()),
  };
}

/** True once any award of the event is published: judging is then closed for good. */
export async function resultsPublished(
  db: Db,
  eventId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: submissionAwards.id })
    .from(submissionAwards)
    .where(
      and(
        eq(submissionAwards.eventId, eventId),
        isNotNull(submissionAwards.publishedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
