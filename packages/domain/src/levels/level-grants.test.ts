import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { levelGrantInputSchema } from "../contract/levels.ts";
import { LOCALES } from "../i18n/locale.ts";
import { translate } from "../i18n/translate.ts";
import { heldLevel, isLevelOfTrack, LEVEL_CHANGE_REASON_MAX, levelProgress, requirementParams, storedLevel } from "./level-grants.ts";
import { LEVEL_IDS_BY_TRACK, LEVEL_TRACKS, LEVELS } from "./levels.ts";

const track = fc.constantFrom(...LEVEL_TRACKS);
const anyLevel = fc.constantFrom(...LEVELS.map((l) => l.id));

describe("level benefits", () => {
  it("every level states its benefits in both languages", () => {
    for (const level of LEVELS) {
      for (const locale of LOCALES) expect(translate(locale, level.benefitsKey)).not.toMatch(/^level\.|[{}]/);
    }
  });
});

describe("isLevelOfTrack", () => {
  it("accepts exactly the track's own ids", () => {
    fc.assert(
      fc.property(track, anyLevel, (t, id) => {
        expect(isLevelOfTrack(t, id)).toBe(LEVELS.find((l) => l.id === id)!.track === t);
      }),
    );
    expect(isLevelOfTrack("creator", "c3")).toBe(false);
  });
});

describe("storedLevel", () => {
  it("keeps a granted level; a removal empties the track, except membership, which falls back to VISITOR", () => {
    expect(storedLevel("creator", "C2")).toBe("C2");
    expect(storedLevel("creator", null)).toBeNull();
    expect(storedLevel("membership", null)).toBe("VISITOR");
    expect(storedLevel("membership", "MEMBER")).toBe("MEMBER");
  });
});

describe("levelProgress", () => {
  it("names per track the level held and the one after it, dropping ids of another track", () => {
    expect(levelProgress({ membershipLevel: "VISITOR", creatorLevel: "C5", mentorLevel: null, contributorLevel: "M1" })).toEqual([
      { track: "membership", held: "VISITOR", next: "MEMBER" },
      { track: "creator", held: "C5", next: null },
      { track: "mentor", held: null, next: "M1" },
      { track: "contributor", held: null, next: "O1" },
    ]);
  });

  it("always answers the four tracks, with next one step after held", () => {
    fc.assert(
      fc.property(fc.option(anyLevel), fc.option(anyLevel), fc.option(anyLevel), (c, m, o) => {
        const progress = levelProgress({ membershipLevel: null, creatorLevel: c, mentorLevel: m, contributorLevel: o });
        expect(progress.map((p) => p.track)).toEqual([...LEVEL_TRACKS]);
        for (const p of progress) {
          const ids = LEVEL_IDS_BY_TRACK[p.track] as readonly string[];
          expect(p.next).toBe(ids[p.held === null ? 0 : ids.indexOf(p.held) + 1] ?? null);
        }
        expect(heldLevel({ membershipLevel: null, creatorLevel: null, mentorLevel: null, contributorLevel: null }, "membership")).toBe("VISITOR");
      }),
    );
  });
});

describe("levelGrantInputSchema", () => {
  const parse = (body: unknown) => levelGrantInputSchema.safeParse(body);
  it("accepts a level of the track, or null, with a trimmed reason", () => {
    expect(parse({ track: "mentor", level: "M2", reason: "  5 talks  " }).data).toEqual({ track: "mentor", level: "M2", reason: "5 talks" });
    expect(parse({ track: "creator", level: null, reason: "error" }).success).toBe(true);
  });

  it("refuses a level of another track on the level field, and a missing or long reason on the reason field", () => {
    expect(parse({ track: "creator", level: "M1", reason: "x" }).error?.issues).toEqual([expect.objectContaining({ path: ["level"], message: "levels.level.wrongTrack" })]);
    expect(parse({ track: "creator", level: "C1", reason: "   " }).error?.issues[0]).toMatchObject({ path: ["reason"], message: "levels.reason.required" });
    expect(parse({ track: "creator", level: "C1", reason: "x".repeat(LEVEL_CHANGE_REASON_MAX + 1) }).error?.issues[0]).toMatchObject({ path: ["reason"], message: "levels.reason.tooLong" });
    expect(parse({ track: "admin", level: "C1", reason: "x" }).error?.issues[0]).toMatchObject({ path: ["track"], message: "levels.track.invalid" });
    expect(parse({ track: "creator", level: "C1", reason: "x", siteRole: "ADMIN" }).success).toBe(false);
  });
});

describe("requirementParams", () => {
  it("writes the numbers as the reader does", () => {
    expect(requirementParams({ annualRevenueRmb: 1_000_000, monthlyActiveUsers: 100_000 }, "en")).toEqual({ annualRevenueRmb: "1,000,000", monthlyActiveUsers: "100,000" });
    expect(translate("zh", "level.C5.requirement", requirementParams({ annualRevenueRmb: 1_000_000, monthlyActiveUsers: 100_000 }, "zh"))).toBe("年收入达到 1,000,000 元人民币，或月活跃用户达到 100,000");
  });
});
