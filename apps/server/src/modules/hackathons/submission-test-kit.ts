// Test-only helpers for the submission suites (never imported by the app).
import type { HackathonStage } from "@commons/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { projects, submissionMembers, submissions } from "../../db/schema/index.ts";
import { insertEvent, insertRegistration, insertUser } from "../../test/fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";

const HOUR = 3_600_000;

/** A published hackathon running now (so DEVELOPMENT by derivation), or held in the given stage. */
export async function insertHackathon(db: Db, organizerId: string, options: { stage?: HackathonStage; maxTeamSize?: number; allowSolo?: boolean; status?: "PUBLISHED" | "DRAFT" | "COMPLETED" } = {}) {
  const settings = { maxTeamSize: options.maxTeamSize ?? 5, allowSolo: options.allowSolo ?? true };
  return insertEvent(db, organizerId, {
    title: "测试黑客松",
    type: "HACKATHON",
    status: options.status ?? "PUBLISHED",
    startTime: new Date(Date.now() - HOUR),
    endTime: new Date(Date.now() + 48 * HOUR),
    hackathonConfig: { settings, ...(options.stage ? { stage: { current: options.stage } } : {}) },
  });
}

/** Makes each user an APPROVED registrant of the event. */
export async function approve(db: Db, eventId: string, ...userIds: string[]) {
  for (const id of userIds) await insertRegistration(db, eventId, id, "APPROVED");
}

export async function insertProject(db: Db, userId: string, fields: Partial<typeof projects.$inferInsert> = {}): Promise<string> {
  const [row] = await db
    .insert(projects)
    .values({ userId, title: "智能排班", subtitle: "让排班更简单", stage: "IDEA", projectTags: ["AI", "工具"], screenshots: ["/files/shot-1.png"], ...fields })
    .returning({ id: projects.id });
  return row!.id;
}

/** A valid submission body for a project, with the given teammates. */
export function body(projectId: string, teamMemberIds: string[] = [], extra: Record<string, unknown> = {}) {
  return {
    projectId,
    title: "智能排班助手",
    description: "用大模型为志愿者排班",
    demoUrl: "https://demo.example.com",
    sourceCode: "",
    presentationUrl: null,
    teamMemberIds,
    submissionType: "HACKATHON_PROJECT",
    ...extra,
  };
}

export async function teamRows(db: Db, submissionId: string) {
  return db.select().from(submissionMembers).where(eq(submissionMembers.submissionId, submissionId));
}

export async function submissionsOf(db: Db, eventId: string) {
  return db.select().from(submissions).where(eq(submissions.eventId, eventId));
}

export async function membersOf(db: Db, eventId: string) {
  return db.select().from(submissionMembers).where(eq(submissionMembers.eventId, eventId));
}

/**
 * A running hackathon (of a fresh organiser) where `submitter` submitted a project through the API with
 * `member` on the team: the fixture of the authorisation matrix, the contract coverage and the fuzzer.
 */
export async function hackathonTeam(db: Db, submitter: { client: TestClient; userId: string }, member: { userId: string }) {
  const organizer = await insertUser(db);
  const eventId = await insertHackathon(db, organizer.id);
  await approve(db, eventId, submitter.userId, member.userId);
  const res = await submitter.client.post(`/api/events/${eventId}/submit-project`, body(await insertProject(db, submitter.userId), [member.userId]));
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${res.text}`);
  return { eventId, submissionId: res.json.data.submission.id as string };
}
