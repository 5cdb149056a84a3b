import type { Submission, SubmissionCreate, SubmissionUpdate } from "@commons/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { projects, submissions, users } from "../../db/schema/index.ts";
import { conflict, fieldError, forbidden } from "../../lib/errors.ts";
import { checkTeam, loadOpenHackathon, requireApprovedRegistrant } from "./submission-rules.ts";
import { lockSubmission, notifyAdded, refuseUnseated, replaceMembers, seatOf, seatTeam } from "./submission-team.service.ts";
import { findTeamOf, loadSubmission, teamOf, toSubmission } from "./submission-view.ts";

// docs/product/hackathons.md#submissions: submitting a project to a hackathon, and editing it.

const PROJECT_ID = /^[0-9a-f-]{36}$/i;

/** Thrown inside the transaction when the submitter's own seat is taken: another team has them already. */
class SubmitterSeated extends Error {}

async function ownProject(db: Db, projectId: string, userId: string) {
  const [project] = PROJECT_ID.test(projectId) ? await db.select().from(projects).where(eq(projects.id, projectId)).limit(1) : [];
  if (!project || project.userId !== userId) throw fieldError("projectId", "hackathons.submit.projectNotYours");
  return project;
}

/** Screenshots sent must already be the project's or the submission's: the server never takes an arbitrary image URL here. */
function checkScreenshots(sent: readonly string[] | undefined, allowed: readonly string[]): void {
  if (sent?.some((url) => !allowed.includes(url))) throw fieldError("screenshots", "validation.invalid");
}

async function nameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? "";
}

/**
 * POST /api/events/{id}/submit-project. The caller (an APPROVED registrant) submits their own project with a
 * team of APPROVED registrants; what the gallery shows is copied from the project at this moment (title and
 * texts as sent, tags and, unless sent, screenshots from the project). Every seat on the team is taken by
 * the primary key in one transaction. A retried identical POST finds its own submission and answers it
 * (`created: false`) instead of making a second.
 */
export async function submitProject(db: Db, eventId: string, userId: string, input: SubmissionCreate): Promise<{ submission: Submission; created: boolean }> {
  const { event, config } = await loadOpenHackathon(db, eventId, userId);
  await requireApprovedRegistrant(db, eventId, userId);
  const project = await ownProject(db, input.projectId, userId);
  checkScreenshots(input.screenshots, project.screenshots);
  const teammates = await checkTeam(db, eventId, userId, input.teamMemberIds, config.settings);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(submissions)
        .values({
          eventId,
          userId,
          projectId: project.id,
          title: input.title,
          description: input.description,
          demoUrl: input.demoUrl,
          sourceCode: input.sourceCode,
          presentationUrl: input.presentationUrl,
          inspiration: input.inspiration,
          challenges: input.challenges,
          learnings: input.learnings,
          nextSteps: input.nextSteps,
          screenshots: input.screenshots ?? project.screenshots,
          tags: project.projectTags,
        })
        .returning({ id: submissions.id });
      const seats = [{ userId, role: "SUBMITTER" as const, position: 0 }, ...teammates.map((m, i) => ({ userId: m.id, role: "MEMBER" as const, position: i + 1 }))];
      const unseated = await seatTeam(tx, eventId, row!.id, seats);
      if (unseated.has(userId)) throw new SubmitterSeated();
      refuseUnseated(unseated, teammates);
      await notifyAdded(tx, teammates, { eventId, event: event.title, title: input.title, inviter: await nameOf(tx, userId) });
      return row!.id;
    });
    return { submission: (await loadSubmission(db, id))!, created: true };
  } catch (error) {
    if (!(error instanceof SubmitterSeated)) throw error;
    const mine = await findTeamOf(db, eventId, userId);
    // The same submitter and project: a retry (or a double click) of a submission that went through.
    if (mine && mine.role === "SUBMITTER" && mine.submission.projectId === project.id) {
      return { submission: toSubmission(mine.submission, await teamOf(db, mine.submission.id)), created: false };
    }
    throw conflict("hackathons.submit.alreadyOnTeam", { title: mine?.submission.title ?? "" });
  }
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * PUT /api/events/{id}/submissions/{submissionId}: any team member edits the texts, links and screenshots
 * while submissions are open; only the submitter changes the team (the rules re-checked, new teammates
 * notified). The project stays the one submitted.
 */
export async function updateSubmission(db: Db, eventId: string, submissionId: string, userId: string, input: SubmissionUpdate): Promise<Submission> {
  const { event, config } = await loadOpenHackathon(db, eventId, userId);
  await db.transaction(async (tx) => {
    const row = await lockSubmission(tx, eventId, submissionId);
    const seat = await seatOf(tx, row.id, userId);
    if (!seat) throw forbidden("hackathons.submission.teamOnly");
    const current = (await teamOf(tx, row.id)).filter((m) => m.role === "MEMBER").map((m) => m.id);
    if (input.teamMemberIds !== undefined && !sameList(current, input.teamMemberIds)) {
      if (seat.role !== "SUBMITTER") throw forbidden("hackathons.submission.teamChangeSubmitterOnly");
      const next = await checkTeam(tx, eventId, row.userId, input.teamMemberIds, config.settings, current);
      const added = await replaceMembers(tx, eventId, row.id, current, next);
      await notifyAdded(tx, added, { eventId, event: event.title, title: input.title, inviter: await nameOf(tx, userId) });
    }
    const [project] = row.projectId ? await tx.select({ screenshots: projects.screenshots }).from(projects).where(eq(projects.id, row.projectId)) : [];
    checkScreenshots(input.screenshots, [...row.screenshots, ...(project?.screenshots ?? [])]);
    await tx
      .update(submissions)
      .set({
        title: input.title,
        description: input.description,
        demoUrl: input.demoUrl,
        sourceCode: input.sourceCode,
        presentationUrl: input.presentationUrl,
        inspiration: input.inspiration,
        challenges: input.challenges,
        learnings: input.learnings,
        nextSteps: input.nextSteps,
        ...(input.screenshots ? { screenshots: input.screenshots } : {}),
        updatedAt: new Date(),
      })
      .where(eq(submissions.id, row.id));
  });
  return (await loadSubmission(db, submissionId))!;
}
