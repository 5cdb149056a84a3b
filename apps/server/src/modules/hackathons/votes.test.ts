import { audienceScore, translate, VOTE_WRITE_RATE_LIMIT } from "@commons/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissions, submissionVotes } from "../../db/schema/index.ts";
import { insertRegistration, insertUser, signedIn } from "../../test/fixtures.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { insertSubmission } from "./gallery-test-kit.ts";
import { votingWorld } from "./votes-test-kit.ts";

// docs/product/hackathons.md#voting: casting, repeating and withdrawing a vote, and every refusal in both languages.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const voteUrl = (eventId: string, submissionId: string) => `/api/events/${eventId}/submissions/${submissionId}/vote`;
const AUDIENCE = { voteType: "AUDIENCE" };

async function stored(submissionId: string) {
  const [row] = await t.db
    .select({
      voteCount: submissions.voteCount,
      audienceScore: submissions.audienceScore,
    })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  const votes = await t.db.select().from(submissionVotes).where(eq(submissionVotes.submissionId, submissionId));
  return { ...row!, rows: votes.length };
}

describe("casting a vote", () => {
  it("counts once, raises the audience score by 0.1, and a repeat answers the same state without a second row", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 1);
    const [id] = submissionIds as [string];
    const voter = await signedIn(t);
    const first = await voter.client.post(voteUrl(eventId, id), AUDIENCE);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({
      submissionId: id,
      voted: true,
      voteCount: 1,
      audienceScore: 0.1,
      votesLeft: null,
    });
    expect(first.json.message).toBe(translate("zh", "hackathons.vote.done"));
    const again = await voter.client.post(voteUrl(eventId, id), AUDIENCE);
    expect(again.status).toBe(200);
    expect(again.json.data.voteCount).toBe(1);
    expect(await stored(id)).toEqual({
      voteCount: 1,
      audienceScore: 0.1,
      rows: 1,
    });
    const second = await signedIn(t);
    expect((await second.client.post(voteUrl(eventId, id), AUDIENCE)).json.data.audienceScore).toBe(0.2);
    expect(await stored(id)).toEqual({
      voteCount: 2,
      audienceScore: audienceScore(2),
      rows: 2,
    });
  });

  it("withdraws while VOTING: the row goes, the count and score fall; withdrawing again changes nothing", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 1, {
      votesPerPerson: 2,
    });
    const [id] = submissionIds as [string];
    const voter = await signedIn(t, "en");
    expect((await voter.client.post(voteUrl(eventId, id), AUDIENCE)).json.data.votesLeft).toBe(1);
    const gone = await voter.client.delete(voteUrl(eventId, id));
    expect(gone.status).toBe(200);
    expect(gone.json.data).toEqual({
      submissionId: id,
      voted: false,
      voteCount: 0,
      audienceScore: 0,
      votesLeft: 2,
    });
    expect(gone.json.message).toBe("Vote withdrawn");
    expect((await voter.client.delete(voteUrl(eventId, id))).json.data.voteCount).toBe(0);
    expect(await stored(id)).toEqual({
      voteCount: 0,
      audienceScore: 0,
      rows: 0,
    });
  });

  it("my-votes lists the caller's votes and the quota left; others' votes are not theirs", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 3, {
      votesPerPerson: 3,
    });
    const me = await signedIn(t);
    const other = await signedIn(t);
    await me.client.post(voteUrl(eventId, submissionIds[0]!), AUDIENCE);
    await me.client.post(voteUrl(eventId, submissionIds[2]!), AUDIENCE);
    await other.client.post(voteUrl(eventId, submissionIds[1]!), AUDIENCE);
    const mine = await me.client.get(`/api/events/${eventId}/my-votes`);
    expect(mine.status).toBe(200);
    expect(new Set(mine.json.data.submissionIds)).toEqual(new Set([submissionIds[0], submissionIds[2]]));
    expect(mine.json.data).toMatchObject({ votesPerPerson: 3, votesLeft: 1 });
    expect((await t.client().get(`/api/events/${eventId}/my-votes`)).status).toBe(401);
  });

  it("a submission of another event, or none, is not found; a wrong body is 422 naming the field", async () => {
    const a = await votingWorld(t.db, 1);
    const b = await votingWorld(t.db, 1);
    const voter = await signedIn(t, "en");
    expect((await voter.client.post(voteUrl(a.eventId, b.submissionIds[0]!), AUDIENCE)).status).toBe(404);
    expect((await voter.client.post(voteUrl(a.eventId, crypto.randomUUID()), AUDIENCE)).status).toBe(404);
    const bad = await voter.client.post(voteUrl(a.eventId, a.submissionIds[0]!), { voteType: "JUDGE" });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.json.details)).toContain("voteType");
    expect((await stored(a.submissionIds[0]!)).rows).toBe(0);
  });
});

describe("refusals name the reason, in zh and en, and change nothing", () => {
  type Case = {
    name: string;
    status: number;
    key: Parameters<typeof translate>[1];
    setup: () => Promise<{
      eventId: string;
      submissionId: string;
      client: Awaited<ReturnType<typeof signedIn>>["client"] | null;
    }>;
  };
  const plain = async (options = {}) => {
    const w = await votingWorld(t.db, 1, options);
    return { eventId: w.eventId, submissionId: w.submissionIds[0]!, w };
  };
  const cases = (locale: "zh" | "en"): Case[] => [
    {
      name: "signed out",
      status: 401,
      key: "hackathons.vote.signInRequired",
      setup: async () => ({ ...(await plain()), client: null }),
    },
    {
      name: "before VOTING",
      status: 409,
      key: "hackathons.vote.stageClosed",
      setup: async () => ({
        ...(await plain({ stage: "SUBMISSION" })),
        client: (await signedIn(t, locale)).client,
      }),
    },
    {
      name: "in RESULTS",
      status: 409,
      key: "hackathons.vote.stageClosed",
      setup: async () => ({
        ...(await plain({ stage: "RESULTS" })),
        client: (await signedIn(t, locale)).client,
      }),
    },
    {
      name: "public voting off",
      status: 409,
      key: "hackathons.vote.publicVotingOff",
      setup: async () => ({
        ...(await plain({ allowPublicVoting: false })),
        client: (await signedIn(t, locale)).client,
      }),
    },
    {
      name: "REGISTERED scope, registration rejected",
      status: 403,
      key: "hackathons.vote.registeredOnly",
      setup: async () => {
        const p = await plain({ publicVotingScope: "REGISTERED" });
        const v = await signedIn(t, locale);
        await insertRegistration(t.db, p.eventId, v.userId, "REJECTED");
        return { ...p, client: v.client };
      },
    },
    {
      name: "PARTICIPANTS scope, registration pending",
      status: 403,
      key: "hackathons.vote.participantsOnly",
      setup: async () => {
        const p = await plain({ publicVotingScope: "PARTICIPANTS" });
        const v = await signedIn(t, locale);
        await insertRegistration(t.db, p.eventId, v.userId, "PENDING");
        return { ...p, client: v.client };
      },
    },
    {
      name: "own project (a team member, not the submitter)",
      status: 403,
      key: "hackathons.vote.ownProject",
      setup: async () => {
        const p = await plain();
        const v = await signedIn(t, locale);
        const submissionId = await insertSubmission(t.db, p.eventId, [(await insertUser(t.db)).id, v.userId]);
        return { eventId: p.eventId, submissionId, client: v.client };
      },
    },
    {
      name: "quota used",
      status: 409,
      key: "hackathons.vote.quotaUsed",
      setup: async () => {
        const w = await votingWorld(t.db, 2, { votesPerPerson: 1 });
        const v = await signedIn(t, locale);
        expect((await v.client.post(voteUrl(w.eventId, w.submissionIds[0]!), AUDIENCE)).status).toBe(200);
        return {
          eventId: w.eventId,
          submissionId: w.submissionIds[1]!,
          client: v.client,
        };
      },
    },
  ];

  for (const locale of ["zh", "en"] as const) {
    for (const c of cases(locale)) {
      it(`${c.name} (${locale}) → ${c.status}`, async () => {
        const { eventId, submissionId, client } = await c.setup();
        const res = await (client ?? t.client(locale)).post(voteUrl(eventId, submissionId), AUDIENCE);
        expect(res.status).toBe(c.status);
        expect(res.json.message).toBe(translate(locale, c.key, { max: 1 }));
        expect(await stored(submissionId)).toMatchObject({
          voteCount: 0,
          rows: 0,
        });
      });
    }
  }

  it("withdrawing outside VOTING is refused and keeps the vote", async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 1);
    const [id] = submissionIds as [string];
    const voter = await signedIn(t, "en");
    await voter.client.post(voteUrl(eventId, id), AUDIENCE);
    await t.db.execute(`update events set hackathon_config = jsonb_set(hackathon_config, '{stage,current}', '"RESULTS"') where id = '${eventId}'`);
    const res = await voter.client.delete(voteUrl(eventId, id));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Voting is not open at this stage");
    expect(
      await t.db
        .select()
        .from(submissionVotes)
        .where(and(eq(submissionVotes.submissionId, id), eq(submissionVotes.voterId, voter.userId))),
    ).toHaveLength(1);
  });

  it(`limits votes to ${VOTE_WRITE_RATE_LIMIT.limit} a minute per person: then 429 with Retry-After`, async () => {
    const { eventId, submissionIds } = await votingWorld(t.db, 1);
    const voter = await signedIn(t);
    for (let i = 0; i < VOTE_WRITE_RATE_LIMIT.limit; i++) {
      const res = await (i % 2 ? voter.client.delete(voteUrl(eventId, submissionIds[0]!)) : voter.client.post(voteUrl(eventId, submissionIds[0]!), AUDIENCE));
      expect(res.status).toBe(200);
    }
    const limited = await voter.client.post(voteUrl(eventId, submissionIds[0]!), AUDIENCE);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
