import { type BuildingConfigInput, normalizeBuildingConfig } from "@commons/domain";
import type { Db } from "../../db/client.ts";
import { challengeParticipants, registrations, users } from "../../db/schema/index.ts";
import { insertEvent, insertRegistration } from "../../test/fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";
import { insertCheckIn, insertParticipant } from "./challenge-feed-test-kit.ts";

// Fixtures the challenge setup and check-in tests share (docs/product/challenges.md).

const DAY = 86_400_000;

/** Long enough for both rules that count characters (30 code points). */
export const PLAN = "第一周完成原型，第二周邀请十位用户试用并收集反馈，第三周正式上线发布。";
export const CONTENT = "今天完成了登录页面和注册流程，修复了三个表单校验问题，并写了测试用例。";

/** A published BUILDING_PUBLIC event: running (started two days ago, ends in 19) unless told otherwise. */
export async function insertChallenge(
  db: Db,
  organizerId: string,
  fields: { startTime?: Date; endTime?: Date; timezone?: string; config?: BuildingConfigInput; status?: "PUBLISHED" | "DRAFT" } = {},
): Promise<string> {
  const startTime = fields.startTime ?? new Date(Date.now() - 2 * DAY);
  return insertEvent(db, organizerId, {
    type: "BUILDING_PUBLIC",
    title: "21天公开构建挑战",
    startTime,
    endTime: fields.endTime ?? new Date(startTime.getTime() + 21 * DAY),
    timezone: fields.timezone ?? "Asia/Shanghai",
    status: fields.status ?? "PUBLISHED",
    buildingConfig: normalizeBuildingConfig(fields.config ?? null),
  });
}

type Status = Parameters<typeof insertRegistration>[3];

/** Registers the person and saves their setup with a new project; answers the participation. */
export async function joinAndSetUp(db: Db, eventId: string, person: { client: TestClient; userId: string }, extra: Record<string, unknown> = {}, status: Status = "APPROVED") {
  await insertRegistration(db, eventId, person.userId, status);
  const res = await person.client.post(`/api/events/${eventId}/building-public/register`, {
    newProject: { title: "记账 App", subtitle: "帮你记账" },
    plan21Days: PLAN,
    ...extra,
  });
  if (res.status !== 200) throw new Error(`setup failed: ${res.status} ${res.text}`);
  return res.json.data as { registrationId: string; project: { id: string } };
}

/**
 * A running challenge of `userId`'s where they are also registered, set up (with a project) and checked in
 * today, straight into the tables: the world the authorisation matrix, the contract coverage and the fuzzer
 * aim at.
 */
export async function ownChallengeWithCheckIn(db: Db, userId: string): Promise<{ eventId: string; checkInId: string }> {
  const eventId = await insertChallenge(db, userId);
  const owner = await insertParticipant(db, eventId, { userId });
  // The challenge started two days ago: today is day 3.
  const checkInId = await insertCheckIn(db, eventId, owner, { day: 3 });
  return { eventId, checkInId };
}

/** A running challenge (someone else's) where `userId` is registered and, when `setUp`, set up. */
export async function joinedChallenge(db: Db, userId: string, setUp: boolean): Promise<string> {
  const organizer = crypto.randomUUID();
  await db.insert(users).values({ id: organizer, name: "挑战主办方", email: `${organizer.slice(0, 8)}@fixture.example` });
  const eventId = await insertChallenge(db, organizer);
  const [reg] = await db.insert(registrations).values({ eventId, userId, status: "APPROVED" }).returning({ id: registrations.id });
  if (setUp) await db.insert(challengeParticipants).values({ registrationId: reg!.id, eventId, userId, plan21Days: PLAN });
  return eventId;
}
