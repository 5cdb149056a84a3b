import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../i18n/locale.ts";
import { translate } from "../i18n/translate.ts";
import { getLevel, LEVEL_IDS_BY_TRACK, LEVEL_TRACKS, LEVELS, levelBadges, levelsInTrack, nextLevel } from "./levels.ts";

const track = fc.constantFrom(...LEVEL_TRACKS);

describe("level catalogue", () => {
  it("has the spec's 17 levels with labels in both languages", () => {
    expect(LEVELS.map((l) => l.id)).toEqual([
      "VISITOR", "MEMBER", "C1", "C2", "C3", "C4", "C5", "M1", "M2", "M3", "M4", "M5", "O1", "O2", "O3", "O4", "O5",
    ]);
    expect(translate("zh", getLevel("C5")!.labelKey)).toBe("引领者");
    expect(translate("en", getLevel("M4")!.labelKey)).toBe("Expert mentor");
    expect(translate("zh", getLevel("MEMBER")!.labelKey)).toBe("共创伙伴");
    for (const level of LEVELS) {
      expect(level.color).toMatch(/^#[0-9a-f]{6}$/);
      for (const locale of LOCALES) {
        expect(translate(locale, level.descriptionKey)).not.toContain("level.");
        if (level.requirement) expect(translate(locale, level.requirement.key, level.requirement.params)).not.toMatch(/[{}]/);
      }
    }
  });

  it("states the thresholds the spec gives, and only those", () => {
    expect(LEVELS.filter((l) => l.requirement).map((l) => l.id)).toEqual(["C3", "C5", "M1", "M2", "M3", "O1", "O2", "O3", "O4"]);
    const c3 = getLevel("C3")!.requirement!;
    expect(translate("zh", c3.key, c3.params)).toBe("超过 100 位真实用户，或获得第一笔收入");
  });
});

describe("nextLevel", () => {
  it("starts at the first level, steps one at a time, and ends after the last", () => {
    fc.assert(
      fc.property(track, (t) => {
        const ids = LEVEL_IDS_BY_TRACK[t] as readonly string[];
        expect(nextLevel(t, null)?.id).toBe(ids[0]);
        ids.forEach((id, i) => expect(nextLevel(t, id)?.id ?? null).toBe(ids[i + 1] ?? null));
        for (const level of levelsInTrack(t)) expect(level.track).toBe(t);
      }),
    );
  });

  it("walking from none visits the whole track in order", () => {
    fc.assert(
      fc.property(track, (t) => {
        const seen: string[] = [];
        for (let level = nextLevel(t, null); level; level = nextLevel(t, level.id)) seen.push(level.id);
        expect(seen).toEqual([...LEVEL_IDS_BY_TRACK[t]]);
      }),
    );
  });

  it("treats an id of another track, or an unknown one, as none held", () => {
    fc.assert(
      fc.property(track, fc.string(), (t, junk) => {
        fc.pre(!(LEVEL_IDS_BY_TRACK[t] as readonly string[]).includes(junk));
        expect(nextLevel(t, junk)?.id).toBe(LEVEL_IDS_BY_TRACK[t][0]);
      }),
    );
  });
});

describe("levelBadges", () => {
  it("shows membership only for MEMBER, then the other tracks in order", () => {
    expect(levelBadges({ membershipLevel: "VISITOR", creatorLevel: null, mentorLevel: null, contributorLevel: null })).toEqual([]);
    expect(levelBadges({ membershipLevel: "MEMBER", creatorLevel: "C2", mentorLevel: "M1", contributorLevel: "O5" })).toEqual([
      "MEMBER", "C2", "M1", "O5",
    ]);
    expect(levelBadges({ membershipLevel: null, creatorLevel: "M1", mentorLevel: "bogus", contributorLevel: "O1" })).toEqual(["O1"]);
  });
});
