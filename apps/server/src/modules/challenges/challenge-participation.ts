import { type ChallengeCheckIn, type ChallengeParticipation, challengeDayNumber, challengeTiming } from "@commons/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { challengeCheckInLikes, challengeCheckIns, challengeParticipants, projects, users } from "../../db/schema/index.ts";
import type { ChallengeEvent } from "./challenge-access.ts";

// docs/product/challenges.md#setup, #check-ins: the caller's own place in the challenge and their own
// check-ins, as the setup, check-in and history routes answer them.

type ParticipantRow = typeof challengeParticipants.$inferSelect;

/** Today's day number while the challenge runs (the server's clock, the event's zone), else null. */
function todayNumber(event: ChallengeEvent, now: Date): number | null {
  return challengeTiming(event, now) === "RUNNING" ? challengeDayNumber(event.startTime, now, event.timezone) : null;
}

/** The caller's participation: the registration, and the setup once saved. `db` may be a transaction. */
export async function participationOf(
  db: Db,
  event: ChallengeEvent,
  registration: { id: string; status: ChallengeParticipation["status"] },
  now: Date,
): Promise<ChallengeParticipation> {
  const [row] = await db
    .select({ participant: challengeParticipants, project: projects })
    .from(challengeParticipants)
    .leftJoin(projects, eq(projects.id, challengeParticipants.projectId))
    .where(eq(challengeParticipants.registrationId, registration.id))
    .limit(1);
  const today = todayNumber(event, now);
  const participant: ParticipantRow | null = row?.participant ?? null;
  let todayCheckInId: string | null = null;
  if (participant && today !== null) {
    const [own] = await db
      .select({ id: challengeCheckIns.id })
      .from(challengeCheckIns)
      .where(and(eq(challengeCheckIns.registrationId, registration.id), eq(challengeCheckIns.day, today)));
    todayCheckInId = own?.id ?? null;
  }
  const project = row?.project ?? null;
  return {
    registrationId: registration.id,
    status: registration.status,
    setUp: participant !== null,
    project: project ? { id: project.id, title: project.title, subtitle: project.subtitle, tags: project.projectTags } : null,
    plan21Days: participant?.plan21Days ?? null,
    visibilityLevel: participant?.visibilityLevel ?? null,
    checkInCount: participant?.checkInCount ?? 0,
    requiredCheckIns: event.config.requiredCheckIns,
    isCompleted: participant?.isCompleted ?? false,
    completedAt: participant?.completedAt?.toISOString() ?? null,
    today,
    todayCheckInId,
  };
}

/** Check-ins matching `where` as the contract shows them, newest day first, `isLiked` for `viewerId`. */
export async function checkInViews(db: Db, viewerId: string, where: SQL | undefined): Promise<ChallengeCheckIn[]> {
  const rows = await db
    .select({
      checkIn: challengeCheckIns,
      user: { id: users.id, name: users.name, username: users.username, image: users.image },
      participant: { checkInCount: challengeParticipants.checkInCount, isCompleted: challengeParticipants.isCompleted, visibilityLevel: challengeParticipants.visibilityLevel },
      project: { id: projects.id, title: projects.title, subtitle: projects.subtitle, tags: projects.projectTags },
      isLiked: sql<boolean>`exists (select 1 from ${challengeCheckInLikes} l where l.check_in_id = ${challengeCheckIns.id} and l.user_id = ${viewerId})`,
    })
    .from(challengeCheckIns)
    .innerJoin(users, eq(users.id, challengeCheckIns.userId))
    .innerJoin(challengeParticipants, eq(challengeParticipants.registrationId, challengeCheckIns.registrationId))
    .leftJoin(projects, eq(projects.id, challengeParticipants.projectId))
    .where(where)
    .orderBy(desc(challengeCheckIns.day));
  return rows.map(({ checkIn: c, user, participant, project, isLiked }) => ({
    id: c.id,
    eventId: c.eventId,
    day: c.day,
    title: c.title,
    content: c.content,
    nextPlan: c.nextPlan,
    imageUrls: c.imageUrls,
    demoUrl: c.demoUrl,
    isPublic: c.isPublic,
    checkedInAt: c.checkedInAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    likeCount: c.likeCount,
    commentCount: c.commentCount,
    isLiked: Boolean(isLiked),
    user,
    project: project?.id ? project : null,
    registration: participant,
  }));
}
