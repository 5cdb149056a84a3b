import { normalizeHackathonConfig, type ProjectHackathon, stageIndex, type SubmissionMember } from "@commons/domain";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, submissionMembers, submissions, users } from "../../db/schema/index.ts";
import { publicEvent } from "../events/event-cards.queries.ts";

/**
 * docs/product/hackathons.md#projects: the hackathons a project was submitted to, newest first. Only public
 * events count; a hackathon that keeps its gallery closed until VOTING is left out, except for the people
 * on that submission's team, so a project page never opens a gallery early.
 */
export async function projectHackathons(db: Db, projectId: string, viewerId: string | null, now = new Date()): Promise<ProjectHackathon[]> {
  const rows = await db
    .select({
      submissionId: submissions.id,
      eventId: events.id,
      eventTitle: events.title,
      coverImage: events.coverImage,
      hackathonConfig: events.hackathonConfig,
      startTime: events.startTime,
      endTime: events.endTime,
      status: events.status,
      title: submissions.title,
      submittedAt: submissions.submittedAt,
    })
    .from(submissions)
    .innerJoin(events, eq(events.id, submissions.eventId))
    .where(and(eq(submissions.projectId, projectId), publicEvent()))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id));
  if (rows.length === 0) return [];

  const members = await db
    .select({ submissionId: submissionMembers.submissionId, id: users.id, name: users.name, username: users.username, image: users.image, role: submissionMembers.role })
    .from(submissionMembers)
    .innerJoin(users, eq(users.id, submissionMembers.userId))
    .where(
      inArray(
        submissionMembers.submissionId,
        rows.map((r) => r.submissionId),
      ),
    )
    .orderBy(sql`${submissionMembers.role} = 'SUBMITTER' desc`, asc(submissionMembers.position), asc(submissionMembers.joinedAt));
  const teams = new Map<string, SubmissionMember[]>();
  for (const { submissionId, ...member } of members) teams.set(submissionId, [...(teams.get(submissionId) ?? []), member]);

  const out: ProjectHackathon[] = [];
  for (const row of rows) {
    const config = normalizeHackathonConfig(row.hackathonConfig, row, now);
    const stage = config.stage.current;
    const team = teams.get(row.submissionId) ?? [];
    const galleryOpen = !config.settings.hideGalleryUntilVoting || stageIndex(stage) >= stageIndex("VOTING");
    if (!galleryOpen && !team.some((m) => m.id === viewerId)) continue;
    out.push({
      submissionId: row.submissionId,
      eventId: row.eventId,
      eventTitle: row.eventTitle,
      coverImage: row.coverImage,
      stage,
      title: row.title,
      submittedAt: row.submittedAt.toISOString(),
      team,
    });
  }
  return out;
}
