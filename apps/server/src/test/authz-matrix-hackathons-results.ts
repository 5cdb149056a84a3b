// The authorisation matrix's entries for a hackathon's awards and their publication (docs/product/hackathons.md
// #awards). authz-matrix-entries.ts spreads them into the matrix. Every caller aims at the owner's hackathon;
// only the owner (last to call) first brings it to RESULTS with a submission, so a refusal changes nothing.
import { insertScored } from "../modules/hackathons/results-test-kit.ts";
import type { Ctx, Entry } from "./authz-matrix-entries.ts";

const award = { id: "grand", name: "一等奖", awardType: "JUDGE", maxWinners: 1 };

async function resultsFixture(x: Ctx): Promise<{ id: string; awards: object[] }> {
  const id = await x.w.hackathon();
  if (x.who !== "owner") return { id, awards: [{ awardId: award.id, submissionIds: [], level: "FIRST", category: "GENERAL" }] };
  await x.c.request("PUT", `/api/events/${id}/hackathon-config`, { awards: [award] });
  await x.c.post(`/api/events/${id}/hackathon-stage`, { stage: "RESULTS" });
  const submissionId = await insertScored(x.t.db, id, [x.cast.attendee.userId], { judgeScore: 8 });
  return { id, awards: [{ awardId: award.id, submissionIds: [submissionId], level: "FIRST", category: "GENERAL" }] };
}

export const HACKATHON_RESULTS_ENTRIES: Record<string, Entry> = {
  "PUT /api/events/{id}/awards-assignment": {
    access: "owner",
    prepare: (w) => w.hackathon(),
    call: async (x) => {
      const { id, awards } = await resultsFixture(x);
      return x.c.request("PUT", `/api/events/${id}/awards-assignment`, { awards });
    },
    refused: [403],
  },
  "POST /api/events/{id}/results/publish": {
    access: "owner",
    prepare: (w) => w.hackathon(),
    call: async (x) => {
      const { id, awards } = await resultsFixture(x);
      if (x.who === "owner") await x.c.request("PUT", `/api/events/${id}/awards-assignment`, { awards });
      return x.c.post(`/api/events/${id}/results/publish`);
    },
    refused: [403],
  },
};
