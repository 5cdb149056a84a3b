// The authorisation matrix's entries for a challenge's likes and comments (docs/product/challenges.md#likes-and-comments).
// authz-matrix-entries.ts spreads them into the matrix.
import { visibilityWorld } from "../modules/challenges/challenge-feed-test-kit.ts";
import type { Ctx, Entry } from "./authz-matrix-entries.ts";

/**
 * A public check-in of someone else's in a running challenge: any signed-in caller may like it or comment.
 * Anonymous aims at a random id (the refusal comes first and must change nothing).
 */
async function target(x: Ctx): Promise<string> {
  if (x.who === "anonymous") return crypto.randomUUID();
  return (await visibilityWorld(x.t.db)).publicCheckIn;
}

export const CHALLENGE_FEED_ENTRIES: Record<string, Entry> = {
  "POST /api/building-public/check-ins/{id}/like": {
    access: "self",
    why: "toggles the caller's own like of a check-in they may see",
    call: async (x) => x.c.post(`/api/building-public/check-ins/${await target(x)}/like`),
  },
  "POST /api/building-public/check-ins/{id}/comments": {
    access: "self",
    why: "posts a comment as the caller on a check-in they may see",
    call: async (x) => x.c.post(`/api/building-public/check-ins/${await target(x)}/comments`, { content: "加油！" }),
  },
};
