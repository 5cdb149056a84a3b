import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { events, eventVolunteerRoles, volunteerApplications, volunteerBaseRoles } from "../db/schema/index.ts";
import { syncVolunteerCatalogue } from "../modules/volunteers/volunteer-catalogue-sync.ts";
import type { DemoAccount } from "./demo-accounts.ts";

// Demo volunteering (docs/product/people.md#volunteers): the upcoming meetup recruits for two roles, one
// approved at once and one the organiser reviews; the past meetup had its volunteers approved.

type UserKey = DemoAccount["key"];
type Status = (typeof volunteerApplications.$inferInsert)["status"];

interface DemoRole {
  key: string;
  description: string | null;
  recruitCount: number;
  requireApproval: boolean;
  isRequired: boolean;
  applications: { user: UserKey; status: Status; note: string }[];
}

const UPCOMING: DemoRole[] = [
  {
    key: "check-in",
    description: "活动当天 13:30 到场，负责入口签到和指引",
    recruitCount: 3,
    requireApproval: false,
    isRequired: true,
    applications: [{ user: "wang", status: "APPROVED", note: "上期也帮忙签到了，流程很熟" }],
  },
  {
    key: "photographer",
    description: "记录分享和交流环节，活动后两天内上传照片",
    recruitCount: 2,
    requireApproval: true,
    isRequired: false,
    applications: [],
  },
];

const PAST: DemoRole[] = [
  {
    key: "host",
    description: null,
    recruitCount: 1,
    requireApproval: true,
    isRequired: true,
    applications: [{ user: "alex", status: "APPROVED", note: "我来主持，和嘉宾提前对一下流程" }],
  },
  {
    key: "photographer",
    description: null,
    recruitCount: 2,
    requireApproval: true,
    isRequired: false,
    applications: [
      { user: "zhao", status: "APPROVED", note: "有一台微单，喜欢拍活动" },
      { user: "chen", status: "REJECTED", note: "可以用手机拍" },
    ],
  },
];

const DEMO_VOLUNTEER_CONTACT = "志愿者请添加林晓微信 linxiao-builders，备注“第 42 期志愿者”，活动前一天拉群同步分工。";

async function seedRoles(tx: Db, eventId: string, roles: DemoRole[], ids: Record<UserKey, string>, at: Date, decidedBy: string) {
  const keys = await tx.select({ id: volunteerBaseRoles.id, key: volunteerBaseRoles.key }).from(volunteerBaseRoles).where(inArray(volunteerBaseRoles.key, roles.map((r) => r.key)));
  const baseId = new Map(keys.map((k) => [k.key, k.id]));
  for (const [i, role] of roles.entries()) {
    const roleId = crypto.randomUUID();
    await tx.insert(eventVolunteerRoles).values({
      id: roleId,
      eventId,
      baseRoleId: baseId.get(role.key)!,
      description: role.description,
      recruitCount: role.recruitCount,
      requireApproval: role.requireApproval,
      isRequired: role.isRequired,
      sortOrder: i,
      // The counter is the number of APPROVED applications, as the live paths keep it.
      approvedCount: role.applications.filter((a) => a.status === "APPROVED").length,
    });
    if (role.applications.length) {
      await tx.insert(volunteerApplications).values(
        role.applications.map((a) => ({
          roleId,
          eventId,
          userId: ids[a.user],
          status: a.status,
          note: a.note,
          appliedAt: at,
          approvedAt: a.status === "APPROVED" ? at : null,
          decidedAt: a.status === "APPLIED" ? null : at,
          decidedBy: a.status === "APPLIED" || !role.requireApproval ? null : decidedBy,
        })),
      );
    }
  }
}

/** Called by seed.ts inside its transaction, once the events exist; applications date from two days before each start. */
export async function seedDemoVolunteers(tx: Db, ids: Record<UserKey, string>, eventIds: { upcoming: string; past: string }) {
  // The catalogue is there already on a started server; the seed may also run on its own (tests, scripts).
  await syncVolunteerCatalogue(tx);
  const starts = await tx.select({ id: events.id, startTime: events.startTime }).from(events).where(inArray(events.id, [eventIds.upcoming, eventIds.past]));
  const appliedAt = (id: string) => new Date(Math.min(Date.now() - 24 * 3_600_000, starts.find((e) => e.id === id)!.startTime.getTime() - 2 * 24 * 3_600_000));
  await seedRoles(tx, eventIds.upcoming, UPCOMING, ids, appliedAt(eventIds.upcoming), ids.lin);
  await seedRoles(tx, eventIds.past, PAST, ids, appliedAt(eventIds.past), ids.lin);
  await tx.update(events).set({ volunteerContactInfo: DEMO_VOLUNTEER_CONTACT }).where(inArray(events.id, [eventIds.upcoming, eventIds.past]));
}
