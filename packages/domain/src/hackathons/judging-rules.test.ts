import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  judgeScoreInputSchema,
  judgeScoreOf,
  scoresRefusal,
} from "./judging-rules.ts";

// docs/product/hackathons.md#judging

const criteria = [
  { id: "tech", weight: 2 },
  { id: "idea", weight: 1 },
];

describe("judgeScoreOf", () => {
  it("worked example: per judge the weighted mean over criteria, then the mean over judges", () => {
    const rows = [
      // Judge A: (2×9 + 1×6) / 3 = 8
      { judgeId: "a", criterionId: "tech", score: 9 },
      { judgeId: "a", criterionId: "idea", score: 6 },
      // Judge B: (2×4 + 1×10) / 3 = 6
      { judgeId: "b", criterionId: "tech", score: 4 },
      { judgeId: "b", criterionId: "idea", score: 10 },
    ];
    expect(judgeScoreOf(rows, criteria)).toBeCloseTo(7, 10);
    // The order of rows (who scored last) changes nothing.
    expect(judgeScoreOf([...rows].reverse(), criteria)).toBeCloseTo(7, 10);
  });

  it("null with no judge; a judge who left a criterion out does not count yet; rows of removed criteria are ignored", () => {
    expect(judgeScoreOf([], criteria)).toBeNull();
    expect(
      judgeScoreOf([{ judgeId: "a", criterionId: "tech", score: 9 }], criteria),
    ).toBeNull();
    const rows = [
      { judgeId: "a", criterionId: "tech", score: 3 },
      { judgeId: "a", criterionId: "idea", score: 3 },
      { judgeId: "a", criterionId: "gone", score: 10 },
      { judgeId: "b", criterionId: "tech", score: 10 },
    ];
    expect(judgeScoreOf(rows, criteria)).toBe(3);
  });

  it("the lowest score is a real score: all ones give 1, not null", () => {
    expect(
      judgeScoreOf(
        [
          { judgeId: "a", criterionId: "tech", score: 1 },
          { judgeId: "a", criterionId: "idea", score: 1 },
        ],
        criteria,
      ),
    ).toBe(1);
  });

  it("property: the result lies between the lowest and highest score given, and equal scores give that score", () => {
    const sheet = fc.record({
      tech: fc.integer({ min: 1, max: 10 }),
      idea: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(
        fc.array(sheet, { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (sheets, w) => {
          const rows = sheets.flatMap((s, i) => [
            { judgeId: `j${i}`, criterionId: "tech", score: s.tech },
            { judgeId: `j${i}`, criterionId: "idea", score: s.idea },
          ]);
          const result = judgeScoreOf(rows, [
            { id: "tech", weight: w },
            { id: "idea", weight: 1 },
          ])!;
          const all = rows.map((r) => r.score);
          expect(result).toBeGreaterThanOrEqual(Math.min(...all) - 1e-9);
          expect(result).toBeLessThanOrEqual(Math.max(...all) + 1e-9);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 6 }),
        (s, judges) => {
          const rows = Array.from({ length: judges }, (_, i) =>
            criteria.map((c) => ({
              judgeId: `j${i}`,
              criterionId: c.id,
              score: s,
            })),
          ).flat();
          expect(judgeScoreOf(rows, criteria)).toBeCloseTo(s, 10);
        },
      ),
    );
  });

  it("property: scaling every weight by the same factor changes nothing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (a, b, k) => {
          const rows = [
            { judgeId: "j", criterionId: "tech", score: a },
            { judgeId: "j", criterionId: "idea", score: b },
          ];
          const scaled = criteria.map((c) => ({ ...c, weight: c.weight * k }));
          expect(judgeScoreOf(rows, scaled)).toBeCloseTo(
            judgeScoreOf(rows, criteria)!,
            9,
          );
        },
      ),
    );
  });
});

describe("the judge's sheet", () => {
  it("takes whole scores 1–10 only, each criterion once", () => {
    for (const score of [0, 11, 5.5, -1]) {
      expect(
        judgeScoreInputSchema.safeParse({
          scores: [{ criterionId: "tech", score }],
        }).success,
      ).toBe(false);
    }
    expect(
      judgeScoreInputSchema.safeParse({
        scores: [
          { criterionId: "tech", score: 1 },
          { criterionId: "idea", score: 10 },
        ],
      }).success,
    ).toBe(true);
    expect(
      judgeScoreInputSchema.safeParse({
        scores: [
          { criterionId: "tech", score: 1 },
          { criterionId: "tech", score: 2 },
        ],
      }).success,
    ).toBe(false);
    expect(
      judgeScoreInputSchema.parse({
        scores: [{ criterionId: "tech", score: 5 }],
        comment: "  ",
      }).comment,
    ).toBeNull();
  });

  it("must name every current criterion and no other", () => {
    expect(scoresRefusal([{ criterionId: "tech" }], criteria)).toBe(
      "hackathons.judging.scoresIncomplete",
    );
    expect(
      scoresRefusal(
        [
          { criterionId: "tech" },
          { criterionId: "idea" },
          { criterionId: "x" },
        ],
        criteria,
      ),
    ).toBe("hackathons.judging.criterionUnknown");
    expect(
      scoresRefusal(
        [{ criterionId: "idea" }, { criterionId: "tech" }],
        criteria,
      ),
    ).toBeNull();
  });
});
