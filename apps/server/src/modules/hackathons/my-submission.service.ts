import type { Submission } from "@commons/domain";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { findVisibleEvent } from "../events/event-permissions.ts";
import { findTeamOf, teamOf, toSubmission } from "./submission-view.ts";

/** GET /api/events/{id}/my-submission: the submission whose team holds the caller (submitter or member); 404 without one. */
export async function getMySubmission(db: Db, eventId: string, userId: string): Promise<Submission> {
  await findVisibleEvent(db, eventId, userId);
  const mine = await findTeamOf(db, eventId, userId);
  if (!mine) throw notFound("hackathons.submission.notFound");
  return toSubmission(mine.submission, await teamOf(db, mine.submission.id));
}
