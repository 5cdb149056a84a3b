// The authorisation matrix's entries for public voting (docs/product/hackathons.md#voting). authz-matrix-entries.ts
// spreads them into the matrix.
import { votingWorld } from "../modules/hackathons/votes-test-kit.ts";
import type { Ctx, Entry } from "./authz-matrix-entries.ts";
import { draft } from "./authz-matrix-kit.ts";

/**
 * A hackathon in VOTING (scope ALL) with one submission by someone else: any signed-in caller may vote for it.
 * Anonymous aims at a random one (the refusal comes first and must change nothing).
 */
async function target(x: Ctx): Promise<{ eventId: string; submissionId: string }> {
  if (x.who === "anonymous") return { eventId: x.w.eventId, submissionId: crypto.randomUUID() };
  const { eventId, submissionIds } = await votingWorld(x.t.db);
  return { eventId, submissionId: submissionIds[0]! };
}

const vote = { voteType: "AUDIENCE" };

export const HACKATHON_VOTE_ENTRIES: Record<string, Entry> = {
  "POST /api/events/{id}/submissions/{submissionId}/vote": {
    access: "self",
    why: "casts the caller's own audience vote; scope ALL lets any signed-in person vote",
    call: async (x) => {
      const { eventId, submissionId } = await target(x);
      return x.c.post(`/api/events/${eventId}/submissions/${submissionId}/vote`, vote);
    },
    onDraft: (x) => x.c.post(`${draft(x)}/submissions/${crypto.randomUUID()}/vote`, vote),
  },
  "DELETE /api/events/{id}/submissions/{submissionId}/vote": {
    access: "self",
    why: "withdraws only the caller's own vote (made just before by the caller)",
    call: async (x) => {
      const { eventId, submissionId } = await target(x);
      if (x.who !== "anonymous") await x.c.post(`/api/events/${eventId}/submissions/${submissionId}/vote`, vote);
      return x.c.delete(`/api/events/${eventId}/submissions/${submissionId}/vote`);
    },
    onDraft: (x) => x.c.delete(`${draft(x)}/submissions/${crypto.randomUUID()}/vote`),
  },
};
