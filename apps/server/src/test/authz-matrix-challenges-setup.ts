// The authorisation matrix's entries for a challenge's configuration, setup and check-ins
// (docs/product/challenges.md). authz-matrix-entries.ts spreads them into the matrix.
import { CONTENT, joinedChallenge, PLAN } from "../modules/challenges/challenge-check-ins-test-kit.ts";
import type { Ctx, Entry } from "./authz-matrix-entries.ts";
import { draft } from "./authz-matrix-kit.ts";

const setup = { newProject: { title: "挑战作品", subtitle: "一句话介绍" }, plan21Days: PLAN };

/** A running challenge the caller is registered for (and set up in, when asked); anonymous aims at the world's event (nothing is made for a refusal). */
async function joined(x: Ctx, setUp: boolean): Promise<string> {
  return x.who === "anonymous" ? x.w.eventId : joinedChallenge(x.t.db, x.cast[x.who].userId, setUp);
}

export const CHALLENGE_SETUP_ENTRIES: Record<string, Entry> = {
  "PUT /api/events/{id}/building-config": {
    access: "owner",
    prepare: (w) => w.challenge(),
    call: async (x) => x.c.request("PUT", `/api/events/${(await x.w.challenge()).eventId}/building-config`, { duration: 14, requiredCheckIns: 5 }),
    refused: [403],
  },
  "POST /api/events/{id}/building-public/register": {
    access: "self",
    why: "saves the caller's own setup in a challenge they registered for (a project of theirs or a new one)",
    call: async (x) => x.c.post(`/api/events/${await joined(x, false)}/building-public/register`, setup),
    onDraft: (x) => x.c.post(`${draft(x)}/building-public/register`, setup),
  },
  "POST /api/events/{id}/building-public/check-in": {
    access: "self",
    why: "posts the caller's own check-in for today in a challenge they set up",
    call: async (x) => x.c.post(`/api/events/${await joined(x, true)}/building-public/check-in`, { content: CONTENT }),
    onDraft: (x) => x.c.post(`${draft(x)}/building-public/check-in`, { content: CONTENT }),
  },
  // The owner's check-in; anyone else's attempt is "not your check-in".
  "PUT /api/building-public/check-ins/{checkInId}": {
    access: "owner",
    prepare: (w) => w.challenge(),
    call: async (x) => x.c.request("PUT", `/api/building-public/check-ins/${(await x.w.challenge()).checkInId}`, { content: `${CONTENT}（改）` }),
    refused: [403],
  },
  "DELETE /api/building-public/check-ins/{checkInId}": {
    access: "owner",
    prepare: (w) => w.challenge(),
    call: async (x) => x.c.delete(`/api/building-public/check-ins/${(await x.w.challenge()).checkInId}`),
    refused: [403],
  },
};
