// Test-only helpers for the results and awards suites (never imported by the app).
import type { HackathonStage } from "@commons/domain";
import type { Db } from "../../db/client.ts";
import { submissionMembers, submissions } from "../../db/schema/index.ts";
import { insertEvent } from "../../test/fixtures.ts";

const HOUR = 3_600_000;

export const AWARDS = [
  { id: "grand", name: "评委大奖", awardType: "JUDGE", maxWinners: 1 },
  { id: "crowd", name: "人气奖", awardType: "PUBLIC", maxWinners: 2 },
] as const;

/** A published hackathon held in `stage`, judged and voted on (70/30 unless told), with two awards. */
export async function insertJudgedHackathon(db: Db, organizerId: string, stage: HackathonStage, voting: Record<string, unknown> = {}) {
  return insertEvent(db, organizerId, {
    title: "结果黑客松",
    type: "HACKATHON",
    status: "PUBLISHED",
    startTime: new Date(Date.now() - 48 * HOUR),
    endTime: new Date(Date.now() - HOUR),
    hackathonConfig: { stage: { current: stage }, voting: { allowPublicVoting: true, enableJudgeVoting: true, judgeWeight: 0.7, publicWeight: 0.3, ...voting }, awards: AWARDS },
  });
}

/**
 * A submission written straight to the tables, as voting (E) and judging (F) leave it: vote count, audience
 * score and judge score on the row; `team[0]` is the submitter.
 */
export async function insertScored(
  db: Db,
  eventId: string,
  team: string[],
  fields: { title?: string; voteCount?: number; audienceScore?: number | null; judgeScore?: number | null; minute?: number } = {},
) {
  const [row] = await db
    .insert(submissions)
    .values({
      eventId,
      userId: team[0]!,
      title: fields.title ?? "作品",
      description: "描述",
      voteCount: fields.voteCount ?? 0,
      audienceScore: fields.audienceScore ?? null,
      judgeScore: fields.judgeScore ?? null,
      submittedAt: new Date(Date.UTC(2026, 0, 1, 0, fields.minute ?? 0)),
    })
    .returning({ id: submissions.id });
  await db.insert(submissionMembers).values(team.map((userId, position) => ({ eventId, userId, submissionId: row!.id, role: position === 0 ? ("SUBMITTER" as const) : ("MEMBER" as const), position })));
  return row!.id;
}
