import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REGISTRATION_STATUSES } from "../events/event-enums.ts";
import { translate } from "../i18n/translate.ts";
import { HACKATHON_STAGES, PUBLIC_VOTING_SCOPES } from "./hackathon-constants.ts";
import { audienceScore, statusesInScope, voteRefusal, voterInScope, votesLeft, type VoteQuestion } from "./voting-rules.ts";

// docs/product/hackathons.md#voting.

const status = fc.constantFrom(null, ...REGISTRATION_STATUSES);
const question = fc.record({
  stage: fc.constantFrom(...HACKATHON_STAGES),
  config: fc.record({
    voting: fc.record({
      allowPublicVoting: fc.boolean(),
      enableJudgeVoting: fc.boolean(),
      judgeWeight: fc.constant(0.7),
      publicWeight: fc.constant(0.3),
      publicVotingScope: fc.constantFrom(...PUBLIC_VOTING_SCOPES),
      votesPerPerson: fc.option(fc.integer({ min: 1, max: 100 }), {
        nil: null,
      }),
    }),
  }),
  viewer: fc.record({ signedIn: fc.boolean(), registrationStatus: status }),
  onTeam: fc.boolean(),
  votesUsed: fc.integer({ min: 0, max: 120 }),
}) satisfies fc.Arbitrary<VoteQuestion>;

describe("voteRefusal", () => {
  it("allows exactly when every rule holds", () => {
    fc.assert(
      fc.property(question, (q) => {
        const v = q.config.voting;
        const allowed =
          q.viewer.signedIn &&
          q.stage === "VOTING" &&
          v.allowPublicVoting &&
          voterInScope(v.publicVotingScope, q.viewer.registrationStatus) &&
          !q.onTeam &&
          (v.votesPerPerson === null || q.votesUsed < v.votesPerPerson);
        expect(voteRefusal(q) === null).toBe(allowed);
      }),
    );
  });

  it("names the first broken rule, in order", () => {
    fc.assert(
      fc.property(question, (q) => {
        const got = voteRefusal(q);
        if (!q.viewer.signedIn) expect(got).toBe("hackathons.vote.signInRequired");
        else if (q.stage !== "VOTING") expect(got).toBe("hackathons.vote.stageClosed");
        else if (!q.config.voting.allowPublicVoting) expect(got).toBe("hackathons.vote.publicVotingOff");
      }),
    );
  });

  const base: VoteQuestion = {
    stage: "VOTING",
    config: {
      voting: {
        allowPublicVoting: true,
        enableJudgeVoting: false,
        judgeWeight: 0.7,
        publicWeight: 0.3,
        publicVotingScope: "ALL",
        votesPerPerson: 3,
      },
    },
    viewer: { signedIn: true, registrationStatus: null },
    onTeam: false,
    votesUsed: 0,
  };
  const scoped = (scope: "REGISTERED" | "PARTICIPANTS", registrationStatus: VoteQuestion["viewer"]["registrationStatus"]) =>
    voteRefusal({
      ...base,
      config: { voting: { ...base.config.voting, publicVotingScope: scope } },
      viewer: { signedIn: true, registrationStatus },
    });

  it("scopes: ALL anyone signed in; REGISTERED a live registration; PARTICIPANTS an approved one", () => {
    expect(voteRefusal(base)).toBeNull();
    expect(scoped("REGISTERED", null)).toBe("hackathons.vote.registeredOnly");
    expect(scoped("REGISTERED", "REJECTED")).toBe("hackathons.vote.registeredOnly");
    expect(scoped("REGISTERED", "CANCELLED")).toBe("hackathons.vote.registeredOnly");
    for (const s of ["PENDING", "WAITLISTED", "APPROVED"] as const) expect(scoped("REGISTERED", s)).toBeNull();
    expect(scoped("PARTICIPANTS", "PENDING")).toBe("hackathons.vote.participantsOnly");
    expect(scoped("PARTICIPANTS", "APPROVED")).toBeNull();
  });

  it("own project, then quota", () => {
    expect(voteRefusal({ ...base, onTeam: true, votesUsed: 3 })).toBe("hackathons.vote.ownProject");
    expect(voteRefusal({ ...base, votesUsed: 2 })).toBeNull();
    expect(voteRefusal({ ...base, votesUsed: 3 })).toBe("hackathons.vote.quotaUsed");
  });

  it("every refusal reads in both languages", () => {
    for (const key of ["signInRequired", "stageClosed", "publicVotingOff", "registeredOnly", "participantsOnly", "ownProject", "quotaUsed"] as const) {
      const zh = translate("zh", `hackathons.vote.${key}`, { max: 3 });
      const en = translate("en", `hackathons.vote.${key}`, { max: 3 });
      expect(zh).not.toBe(`hackathons.vote.${key}`);
      expect(en).not.toBe(zh);
    }
    expect(translate("en", "hackathons.vote.quotaUsed", { max: 3 })).toContain("3");
  });
});

describe("audienceScore", () => {
  it("is 0.1 a vote, one decimal, capped at 10, never below 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (n) => {
        const s = audienceScore(n);
        expect(s).toBe(Math.min(10, n / 10));
        expect(Math.round(s * 10) / 10).toBe(s);
      }),
    );
    expect(audienceScore(3)).toBe(0.3);
    expect(audienceScore(7)).toBe(0.7);
    expect(audienceScore(100)).toBe(10);
    expect(audienceScore(101)).toBe(10);
    expect(audienceScore(-1)).toBe(0);
  });

  it("is monotone: one more vote never lowers it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (n) => {
        expect(audienceScore(n + 1)).toBeGreaterThanOrEqual(audienceScore(n));
      }),
    );
  });
});

describe("votesLeft", () => {
  it("null without a quota, else what remains, never negative", () => {
    expect(votesLeft(null, 5)).toBeNull();
    expect(votesLeft(3, 1)).toBe(2);
    expect(votesLeft(3, 4)).toBe(0);
  });
});

describe("statusesInScope", () => {
  it("lists exactly the statuses the scope rule lets vote, and none for ALL", () => {
    expect(statusesInScope("ALL")).toBeNull();
    expect(statusesInScope("PARTICIPANTS")).toEqual(["APPROVED"]);
    expect(statusesInScope("REGISTERED")).toEqual(["APPROVED", "PENDING", "WAITLISTED"]);
  });
});
