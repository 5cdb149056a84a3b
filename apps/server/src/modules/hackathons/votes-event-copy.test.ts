import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SharedReadCache } from "../../lib/shared-read-cache.ts";
import { insertUser } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { castVote, type VotePaths } from "./votes.service.ts";
import { votingWorld } from "./votes-test-kit.ts";

// docs/product/hackathons.md#voting (ADR 0036): a vote is decided on the process's copy of the event, kept a
// second, and written only if the event is still that copy. These change the event behind the copy's back, as
// another process (or this one, within the second) would, and show that no vote slips through a stale copy and
// no refusal comes from one. The app's own copy is off under test, so these hold one for minutes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const longCopy = (): VotePaths => ({ events: new SharedReadCache(10 * 60_000) });
const setVoting = (eventId: string, path: string, value: unknown) =>
  t.db.execute(sql`update events set hackathon_config = jsonb_set(hackathon_config, ${`{${path}}`}::text[], ${JSON.stringify(value)}::jsonb) where id = ${eventId}`);

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { status, key } = error as { status: number; key: string };
    return { status, key };
  }
  return "voted";
}

describe("votes decided on a copy of the event", () => {
  it("refuses once the stage has moved on, though the copy still says VOTING", async () => {
    const copy = longCopy();
    const { eventId, submissionIds } = await votingWorld(t.db, 1);
    const [first, second] = [await insertUser(t.db), await insertUser(t.db)];
    expect((await castVote(t.db, eventId, submissionIds[0]!, first.id, copy)).voteCount).toBe(1);
    await setVoting(eventId, "stage,current", "RESULTS");
    expect(await refusalOf(castVote(t.db, eventId, submissionIds[0]!, second.id, copy))).toEqual({ status: 409, key: "hackathons.vote.stageClosed" });
  });

  it("applies a narrower scope at once: a stranger is refused, a participant votes", async () => {
    const copy = longCopy();
    const { eventId, submissionIds } = await votingWorld(t.db, 1, { publicVotingScope: "ALL" });
    const [warm, stranger] = [await insertUser(t.db), await insertUser(t.db)];
    await castVote(t.db, eventId, submissionIds[0]!, warm.id, copy);
    await setVoting(eventId, "voting,publicVotingScope", "PARTICIPANTS");
    expect(await refusalOf(castVote(t.db, eventId, submissionIds[0]!, stranger.id, copy))).toEqual({ status: 403, key: "hackathons.vote.participantsOnly" });
  });

  it("lets a vote through once voting opens, though the copy still says it is off", async () => {
    const copy = longCopy();
    const { eventId, submissionIds } = await votingWorld(t.db, 1, { allowPublicVoting: false });
    const voter = await insertUser(t.db);
    expect(await refusalOf(castVote(t.db, eventId, submissionIds[0]!, voter.id, copy))).toEqual({ status: 409, key: "hackathons.vote.publicVotingOff" });
    await setVoting(eventId, "voting,allowPublicVoting", true);
    expect((await castVote(t.db, eventId, submissionIds[0]!, voter.id, copy)).voteCount).toBe(1);
  });

  it("refuses one's own project and another event's submission on the one-call path", async () => {
    const copy = longCopy();
    const { eventId, submissionIds, submitters } = await votingWorld(t.db, 1);
    const other = await votingWorld(t.db, 1);
    const voter = await insertUser(t.db);
    await castVote(t.db, eventId, submissionIds[0]!, voter.id, copy);
    expect(await refusalOf(castVote(t.db, eventId, submissionIds[0]!, submitters[0]!, copy))).toEqual({ status: 403, key: "hackathons.vote.ownProject" });
    expect(await refusalOf(castVote(t.db, eventId, other.submissionIds[0]!, voter.id, copy))).toEqual({ status: 404, key: "hackathons.submission.notFound" });
  });
});
