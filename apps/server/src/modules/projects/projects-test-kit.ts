import type { HackathonConfigInput } from "@commons/domain";
import { events, submissionMembers, submissions } from "../../db/schema/index.ts";
import type { TestApp } from "../../test/test-app.ts";
import { insertEvent } from "../../test/fixtures.ts";

// Fixtures for the project tests: a hackathon and a submission made straight in the tables (the submission
// routes are part 1's other helpers'; here only what the project page reads matters).

export async function insertHackathon(
  t: TestApp,
  organizerId: string,
  fields: { title?: string; status?: "DRAFT" | "PUBLISHED" | "COMPLETED" | "CANCELLED"; stage?: string; hideGalleryUntilVoting?: boolean } = {},
) {
  const config: Record<string, unknown> & Partial<HackathonConfigInput> = { settings: { hideGalleryUntilVoting: fields.hideGalleryUntilVoting ?? false } };
  if (fields.stage) config.stage = { current: fields.stage, history: [] };
  return insertEvent(t.db, organizerId, {
    title: fields.title ?? "黑客松",
    type: "HACKATHON",
    status: fields.status ?? "PUBLISHED",
    coverImage: "/files/event-covers/x/cover.png",
    hackathonConfig: config,
  } as Partial<typeof events.$inferInsert>);
}

/** A submission of `projectId` to `eventId` by `userId`, with `members` after the submitter. */
export async function insertSubmission(t: TestApp, eventId: string, projectId: string | null, userId: string, members: string[] = [], submittedAt = new Date()) {
  const [row] = await t.db
    .insert(submissions)
    .values({ eventId, projectId, userId, title: "提交的标题", description: "提交的描述", submittedAt })
    .returning({ id: submissions.id });
  const submissionId = row!.id;
  await t.db.insert(submissionMembers).values([
    { eventId, userId, submissionId, role: "SUBMITTER", position: 0 },
    ...members.map((m, i) => ({ eventId, userId: m, submissionId, role: "MEMBER" as const, position: i + 1 })),
  ]);
  return submissionId;
}
