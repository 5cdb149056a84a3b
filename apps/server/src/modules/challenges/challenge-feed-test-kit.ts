// Test-only helpers for the feed, likes, comments and participants suites and the authorisation matrix (never
// imported by the app). Rows are written straight to the tables, as the check-in writes would leave them.
import type { ChallengeVisibility, RegistrationStatus } from "@commons/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { challengeCheckIns, challengeParticipants, projects, registrations } from "../../db/schema/index.ts";
import { insertEvent, insertRegistration, insertUser } from "../../test/fixtures.ts";

const DAY = 86_400_000;

/** A running BUILDING_PUBLIC challenge of `organizerId` (started 10 days ago, 21 days long, 3 check-ins required). */
export async function insertChallenge(db: Db, organizerId: string, fields: { status?: "PUBLISHED" | "DRAFT" } = {}): Promise<string> {
  const start = new Date(Date.now() - 10 * DAY);
  return insertEvent(db, organizerId, {
    title: "21天挑战",
    type: "BUILDING_PUBLIC",
    status: fields.status ?? "PUBLISHED",
    startTime: start,
    endTime: new Date(start.getTime() + 21 * DAY),
    buildingConfig: { duration: 21, requiredCheckIns: 3, setupOpen: true },
  });
}

/** A participant: a registration (APPROVED unless said), a project and the saved setup. */
export async function insertParticipant(
  db: Db,
  eventId: string,
  options: { visibility?: ChallengeVisibility; status?: RegistrationStatus; userId?: string; name?: string } = {},
) {
  const userId = options.userId ?? (await insertUser(db, options.name ? { name: options.name } : {})).id;
  await insertRegistration(db, eventId, userId, options.status ?? "APPROVED");
  const [registration] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)));
  const [project] = await db
    .insert(projects)
    .values({ userId, title: "我的作品", subtitle: "一句话介绍", projectTags: ["AI", "工具"] })
    .returning({ id: projects.id });
  await db.insert(challengeParticipants).values({
    registrationId: registration!.id,
    eventId,
    userId,
    projectId: project!.id,
    plan21Days: "每天写一点代码，二十一天做出一个能用的小工具，并且公开记录过程。",
    visibilityLevel: options.visibility ?? "PUBLIC",
  });
  return { userId, registrationId: registration!.id, projectId: project!.id };
}

/** A check-in on `day` (its count and completion moved as the write would), `minutesAgo` old. */
export async function insertCheckIn(
  db: Db,
  eventId: string,
  who: { userId: string; registrationId: string },
  options: { day?: number; isPublic?: boolean; likeCount?: number; minutesAgo?: number; requiredCheckIns?: number } = {},
): Promise<string> {
  const [participant] = await db.select().from(challengeParticipants).where(eq(challengeParticipants.registrationId, who.registrationId));
  const day = options.day ?? participant!.checkInCount + 1;
  const isPublic = options.isPublic ?? true;
  const at = new Date(Date.now() - (options.minutesAgo ?? 0) * 60_000);
  const [row] = await db
    .insert(challengeCheckIns)
    .values({
      eventId,
      registrationId: who.registrationId,
      userId: who.userId,
      day,
      title: `第${day}天`,
      content: `第${day}天的进展：完成了登录页面和数据库设计，明天继续写接口和测试。`,
      imageUrls: ["/files/a.png"],
      isPublic,
      visibleToPublic: isPublic && participant!.visibilityLevel === "PUBLIC",
      likeCount: options.likeCount ?? 0,
      checkedInAt: at,
    })
    .returning({ id: challengeCheckIns.id });
  const count = participant!.checkInCount + 1;
  await db
    .update(challengeParticipants)
    .set({
      checkInCount: count,
      isCompleted: count >= (options.requiredCheckIns ?? 3),
      lastCheckInAt: sql`greatest(${challengeParticipants.lastCheckInAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(challengeParticipants.registrationId, who.registrationId));
  return row!.id;
}

/**
 * A challenge with a public participant (one public check-in and one not marked public) and a
 * participants-only one (one check-in marked public): what each visibility test reads.
 */
export async function visibilityWorld(db: Db) {
  const organizer = await insertUser(db);
  const eventId = await insertChallenge(db, organizer.id);
  const open = await insertParticipant(db, eventId, { name: "公开的人" });
  const closed = await insertParticipant(db, eventId, { visibility: "PARTICIPANTS_ONLY", name: "仅参与者可见的人" });
  const publicCheckIn = await insertCheckIn(db, eventId, open, { minutesAgo: 30 });
  const privateCheckIn = await insertCheckIn(db, eventId, open, { isPublic: false, minutesAgo: 20 });
  const restrictedCheckIn = await insertCheckIn(db, eventId, closed, { minutesAgo: 10 });
  return { organizerId: organizer.id, eventId, open, closed, publicCheckIn, privateCheckIn, restrictedCheckIn };
}
