import { isLevelOfTrack } from "@commons/domain";
import { describe, expect, it } from "vitest";
import { DEMO_LEVEL_CHANGES } from "./demo-levels.ts";
import { DEMO_PROFILES } from "./demo-people.ts";

const COLUMN = { membership: "membershipLevel", creator: "creatorLevel", mentor: "mentorLevel", contributor: "contributorLevel" } as const;

describe("the demo level history", () => {
  it("covers every track, chains without gaps, and ends at the level each profile holds", () => {
    expect(new Set(DEMO_LEVEL_CHANGES.map((c) => c.track))).toEqual(new Set(["membership", "creator", "mentor", "contributor"]));
    const last = new Map<string, string | null>();
    for (const c of [...DEMO_LEVEL_CHANGES].sort((a, b) => b.daysAgo - a.daysAgo)) {
      expect(isLevelOfTrack(c.track, c.to), `${c.user} ${c.to}`).toBe(true);
      const key = `${c.user}:${c.track}`;
      if (last.has(key)) expect(c.from, key).toBe(last.get(key));
      last.set(key, c.to);
    }
    for (const [key, level] of last) {
      const [user, track] = key.split(":") as [keyof typeof DEMO_PROFILES, keyof typeof COLUMN];
      expect(DEMO_PROFILES[user][COLUMN[track]], key).toBe(level);
    }
  });
});
