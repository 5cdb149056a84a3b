// The authorisation matrix's entries for a hackathon team's own submission (docs/product/hackathons.md#submissions,
// #teams). authz-matrix-entries.ts spreads them into the matrix.
import { approve, body, insertHackathon, insertProject } from "../modules/hackathons/submission-test-kit.ts";
import type { Ctx, Entry } from "./authz-matrix-entries.ts";
import { draft } from "./authz-matrix-kit.ts";
import { insertUser } from "./fixtures.ts";

const edit = { title: "改过的标题", description: "改过的描述" };

/**
 * A running hackathon with the caller approved and a project of theirs; anonymous aims at the world's event
 * instead (a refusal must change nothing, so nothing is made for it).
 */
async function submitFixture(x: Ctx): Promise<{ eventId: string; projectId: string }> {
  if (x.who === "anonymous") return { eventId: x.w.eventId, projectId: crypto.randomUUID() };
  const organizer = await insertUser(x.t.db);
  const eventId = await insertHackathon(x.t.db, organizer.id);
  const userId = x.cast[x.who].userId;
  await approve(x.t.db, eventId, userId);
  return { eventId, projectId: await insertProject(x.t.db, userId) };
}

export const HACKATHON_SUBMIT_ENTRIES: Record<string, Entry> = {
  "POST /api/events/{id}/submit-project": {
    access: "self",
    why: "submits the caller's own project to a hackathon they are an approved registrant of",
    call: async (x) => {
      const { eventId, projectId } = await submitFixture(x);
      return x.c.post(`/api/events/${eventId}/submit-project`, body(projectId));
    },
    onDraft: (x) => x.c.post(`${draft(x)}/submit-project`, body(crypto.randomUUID())),
  },
  // The owner submitted; the others are on no team of that hackathon (403, "only the team").
  "PUT /api/events/{id}/submissions/{submissionId}": {
    access: "owner",
    prepare: (w) => w.ownerSubmission(),
    call: async (x) => {
      const { eventId, submissionId } = await x.w.ownerSubmission();
      return x.c.request("PUT", `/api/events/${eventId}/submissions/${submissionId}`, edit);
    },
    refused: [403],
  },
  "DELETE /api/events/{id}/submissions/{submissionId}": {
    access: "owner",
    prepare: (w) => w.ownerSubmission(),
    call: async (x) => {
      const { eventId, submissionId } = await x.w.ownerSubmission();
      return x.c.delete(`/api/events/${eventId}/submissions/${submissionId}`);
    },
    refused: [403],
  },
  // The owner is a member of the attendee's team and leaves it; the others hold no seat on it.
  "DELETE /api/events/{id}/submissions/{submissionId}/members/me": {
    access: "owner",
    prepare: (w) => w.ownerTeamSeat(),
    call: async (x) => {
      const { eventId, submissionId } = await x.w.ownerTeamSeat();
      return x.c.delete(`/api/events/${eventId}/submissions/${submissionId}/members/me`);
    },
    refused: [403],
  },
};

