// The authorisation matrix's entries for judging (docs/product/hackathons.md#judging). authz-matrix-entries.ts
// spreads them into the matrix.
import type { Entry } from "./authz-matrix-entries.ts";

export const HACKATHON_JUDGE_ENTRIES: Record<string, Entry> = {
  "PUT /api/events/{id}/judges": {
    access: "owner",
    prepare: (w) => w.hackathon(),
    call: async (x) =>
      x.c.request("PUT", `/api/events/${await x.w.hackathon()}/judges`, {
        userIds: [x.cast.bystander.userId],
      }),
    refused: [403],
  },
  // The owner judges another organiser's hackathon: only a named judge scores, everyone else is refused with 403.
  "PUT /api/events/{id}/submissions/{submissionId}/judge-score": {
    access: "owner",
    prepare: (w) => w.judgedSubmission(),
    call: async (x) => {
      const { eventId, submissionId } = await x.w.judgedSubmission();
      return x.c.request(
        "PUT",
        `/api/events/${eventId}/submissions/${submissionId}/judge-score`,
        { scores: [{ criterionId: "overall", score: 7 }] },
      );
    },
    refused: [403],
  },
};
