import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { finalScore, proposeAwardWinners, rankSubmissions, type RankInput, type ResultsVoting } from "./results-rules.ts";

const both: ResultsVoting = { allowPublicVoting: true, enableJudgeVoting: true, judgeWeight: 0.7, publicWeight: 0.3 };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
const entry = (id: string, judgeScore: number | null, audienceScore: number | null, minute: number, voting = both): RankInput => ({
  id,
  judgeScore,
  audienceScore,
  submittedAt: at(minute),
  finalScore: finalScore({ judgeScore, audienceScore }, voting),
});

describe("finalScore", () => {
  it("weighs the judges 70% and the audience 30%: 0.7 × 8 + 0.3 × 5 = 7.1", () => {
    expect(finalScore({ judgeScore: 8, audienceScore: 5 }, both)).toBeCloseTo(7.1, 10);
  });
  it("counts the audience alone when judging is off or no judge scored", () => {
    expect(finalScore({ judgeScore: 9, audienceScore: 4 }, { ...both, enableJudgeVoting: false })).toBe(4);
    expect(finalScore({ judgeScore: null, audienceScore: 4 }, both)).toBe(4);
  });
  it("counts the judges alone when public voting is off", () => {
    expect(finalScore({ judgeScore: 6.5, audienceScore: 10 }, { ...both, allowPublicVoting: false })).toBe(6.5);
  });
  it("takes 0 as a real score, not a missing one", () => {
    expect(finalScore({ judgeScore: 0, audienceScore: 10 }, both)).toBeCloseTo(3, 10);
    expect(finalScore({ judgeScore: 10, audienceScore: 0 }, both)).toBeCloseTo(7, 10);
    // No votes with public voting on is an audience score of 0, weighed as such.
    expect(finalScore({ judgeScore: 10, audienceScore: null }, both)).toBeCloseTo(7, 10);
  });
  it("is null when neither side can score", () => {
    expect(finalScore({ judgeScore: null, audienceScore: null }, { ...both, allowPublicVoting: false })).toBeNull();
  });
  it("stays within 0–10 for any scores and weights (property)", () => {
    const score = fc.double({ min: 0, max: 10, noNaN: true });
    const weight = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(score, score, weight, fc.boolean(), fc.boolean(), (judge, audience, w, pub, jud) => {
        const voting = { allowPublicVoting: pub, enableJudgeVoting: jud, judgeWeight: w, publicWeight: 1 - w };
        const value = finalScore({ judgeScore: judge, audienceScore: audience }, voting);
        if (!pub && !jud) return value === null;
        return value !== null && value >= -1e-9 && value <= 10 + 1e-9;
      }),
    );
  });
});

describe("rankSubmissions", () => {
  it("ranks by final score, ties to the higher judge score, then the earlier submission", () => {
    // a: 0.7×8 + 0.3×3 = 6.5; b: 0.7×5 + 0.3×10 = 6.5 (tie, a has the higher judge score);
    // c and d tie on both scores: c was submitted first. e has no score at all and comes last.
    const list = [entry("d", 5, 5, 2), entry("b", 5, 10, 0), entry("a", 8, 3, 5), entry("c", 5, 5, 1), { ...entry("e", null, null, 0), finalScore: null }];
    expect(rankSubmissions(list).map((s) => [s.id, s.rank])).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 3],
      ["d", 4],
      ["e", 5],
    ]);
  });
  it("ranks a zero score above a missing one", () => {
    const ranked = rankSubmissions([{ ...entry("none", null, null, 0), finalScore: null }, entry("zero", 0, 0, 9)]);
    expect(ranked.map((s) => s.id)).toEqual(["zero", "none"]);
  });
  it("gives unique ranks 1..n in non-increasing final score, whatever the input order (property)", () => {
    const item = fc.record({
      judge: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      audience: fc.integer({ min: 0, max: 10 }),
      minute: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const list = items.map((it, i) => entry(`s${String(i).padStart(2, "0")}`, it.judge, it.audience, it.minute));
        const ranked = rankSubmissions(list);
        const again = rankSubmissions([...list].reverse());
        const ranksOk = ranked.every((s, i) => s.rank === i + 1);
        const ordered = ranked.every((s, i) => i === 0 || (ranked[i - 1]!.finalScore ?? -1) >= (s.finalScore ?? -1) - 1e-9);
        return ranksOk && ordered && again.map((s) => s.id).join() === ranked.map((s) => s.id).join();
      }),
    );
  });
});

describe("proposeAwardWinners", () => {
  const list = [entry("judges-pick", 9, 1, 0), entry("crowd-pick", 4, 9, 1), entry("middle", 6, 6, 2), entry("unjudged", null, 10, 3)];
  it("proposes a JUDGE award from the judge ranking, skipping the unjudged", () => {
    expect(proposeAwardWinners({ awardType: "JUDGE", maxWinners: 2 }, list).map((s) => s.id)).toEqual(["judges-pick", "middle"]);
    expect(proposeAwardWinners({ awardType: "JUDGE", maxWinners: 10 }, list).map((s) => s.id)).toEqual(["judges-pick", "middle", "crowd-pick"]);
  });
  it("proposes a PUBLIC award from the audience ranking, ties to the judge score", () => {
    const tied = [...list, entry("crowd-tie", 5, 9, 4)];
    expect(proposeAwardWinners({ awardType: "PUBLIC", maxWinners: 3 }, tied).map((s) => s.id)).toEqual(["unjudged", "crowd-tie", "crowd-pick"]);
  });
  it("never proposes more than maxWinners (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.constantFrom("JUDGE" as const, "PUBLIC" as const), (max, awardType) => {
        return proposeAwardWinners({ awardType, maxWinners: max }, list).length <= max;
      }),
    );
  });
});
