import { type BuildingConfigInput, normalizeBuildingConfig } from "@commons/domain";
import type { Db } from "../../db/client.ts";
import { insertEvent, insertRegistration } from "../../test/fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";

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
