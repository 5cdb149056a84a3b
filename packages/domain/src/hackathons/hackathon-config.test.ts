import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_JUDGE_WEIGHT, DEFAULT_MAX_TEAM_SIZE, DEFAULT_PUBLIC_WEIGHT, HACKATHON_STAGES } from "./hackathon-constants.ts";
import {
  applyHackathonConfigInput,
  defaultHackathonConfig,
  hackathonConfigInputSchema,
  hackathonConfigSchema,
  hackathonStageInputSchema,
  normalizeHackathonConfig,
  storesItsStage,
  withHackathonStage,
} from "./hackathon-config.ts";
import { deriveHackathonStage } from "./hackathon-stages.ts";

// docs/product/hackathons.md#configuration.

const event = { startTime: "2030-02-01T00:00:00Z", endTime: "2030-02-03T00:00:00Z" };
const now = new Date("2030-01-01T00:00:00Z");
const anyStored = fc.oneof(
  fc.jsonValue(),
  fc.record({ stage: fc.jsonValue(), settings: fc.jsonValue(), voting: fc.jsonValue(), resources: fc.jsonValue(), awards: fc.jsonValue() }, { requiredKeys: [] }),
  fc.record({ stage: fc.record({ current: fc.oneof(fc.constantFrom(...HACKATHON_STAGES), fc.string()), history: fc.jsonValue() }, { requiredKeys: [] }) }),
);

describe("normalizeHackathonConfig", () => {
  it("never throws on arbitrary JSON and always answers a whole, valid configuration with a non-empty history", () => {
    fc.assert(
      fc.property(anyStored, fc.integer({ min: 0, max: 4_000_000_000_000 }), (stored, t) => {
        const at = new Date(t);
        const config = normalizeHackathonConfig(stored, event, at);
        expect(hackathonConfigSchema.safeParse(config).success).toBe(true);
        expect(config.stage.history.length).toBeGreaterThan(0);
        // Normalising twice changes nothing: a stored normalised document reads back as itself.
        expect(normalizeHackathonConfig(JSON.parse(JSON.stringify(config)), event, at)).toEqual(config);
      }),
      { numRuns: 300 },
    );
  });

  it("fills every default, and derives the stage from the times when none is stored", () => {
    fc.assert(
      fc.property(fc.constantFrom(null, undefined, {}, "x", 3, []), fc.integer({ min: 0, max: 4_000_000_000_000 }), (stored, t) => {
        const config = normalizeHackathonConfig(stored, event, new Date(t));
        expect(config.stage.current).toBe(deriveHackathonStage(event, new Date(t)));
        // Dated from the event's own times, never the clock: the same event read twice is the same document.
        const since = config.stage.current === "RESULTS" ? event.endTime : event.startTime;
        expect(config.stage.history).toEqual([{ stage: config.stage.current, changedAt: new Date(since).toISOString(), changedBy: null, note: null }]);
        expect(normalizeHackathonConfig(stored, event, new Date(t + 1))).toEqual(config.stage.current === deriveHackathonStage(event, new Date(t + 1)) ? config : expect.anything());
        expect(config.settings).toEqual({ allowSolo: true, maxTeamSize: DEFAULT_MAX_TEAM_SIZE, requireProject: false, hideGalleryUntilVoting: false });
        expect(config.voting).toMatchObject({ judgeWeight: DEFAULT_JUDGE_WEIGHT, publicWeight: DEFAULT_PUBLIC_WEIGHT, allowPublicVoting: true });
        expect(config.awards).toEqual([]);
      }),
    );
  });

  it("keeps a stored stage and history, and a part that no longer parses falls back alone", () => {
    const history = [{ stage: "VOTING", changedAt: "2030-01-02T00:00:00.000Z", changedBy: "u1", note: "开投" }];
    const config = normalizeHackathonConfig({ stage: { current: "VOTING", history }, settings: { maxTeamSize: 99 }, voting: { judgeWeight: 0.5 } }, event, now);
    expect(config.stage).toMatchObject({ current: "VOTING", history });
    expect(config.settings.maxTeamSize).toBe(DEFAULT_MAX_TEAM_SIZE);
    expect(config.voting.judgeWeight).toBe(0.5);
  });
});

describe("the editor's input", () => {
  it("maxTeamSize an integer 1–20, weights 0–1, maxWinners at least 1, resource URLs http(s)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 30 }), fc.double({ min: -1, max: 2, noNaN: true }), fc.integer({ min: -2, max: 5 }), (size, weight, winners) => {
        const parsed = hackathonConfigInputSchema.safeParse({ settings: { maxTeamSize: size }, voting: { judgeWeight: weight }, awards: [{ name: "奖", maxWinners: winners }] });
        expect(parsed.success).toBe(size >= 1 && size <= 20 && weight >= 0 && weight <= 1 && winners >= 1);
      }),
    );
    const url = (u: string) => hackathonConfigInputSchema.safeParse({ resources: { tools: [{ name: "工具", url: u }] } }).success;
    expect(url("https://example.com/x")).toBe(true);
    expect(url("javascript:alert(1)")).toBe(false);
    expect(url("example.com")).toBe(false);
  });

  it("an award without id gets one, an award with one keeps it; the stage is never the input's to change", () => {
    const stored = defaultHackathonConfig(event, now);
    const moved = withHackathonStage(stored, "DEVELOPMENT", "u1", null, now);
    const input = hackathonConfigInputSchema.parse({ awards: [{ id: "keep", name: "一等奖" }, { name: "新奖" }] });
    let n = 0;
    const next = applyHackathonConfigInput(moved, input, () => `new-${++n}`);
    expect(next.awards.map((a) => a.id)).toEqual(["keep", "new-1"]);
    expect(next.stage).toBe(moved.stage);
    expect(hackathonConfigInputSchema.safeParse({ stage: { current: "RESULTS" } }).success).toBe(false);
    expect(hackathonConfigInputSchema.safeParse({ awards: [{ id: "a", name: "x" }, { id: "a", name: "y" }] }).success).toBe(false);
  });
});

describe("withHackathonStage", () => {
  it("appends exactly one entry per move and never loses one", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...HACKATHON_STAGES), { maxLength: 20 }), (moves) => {
        let config = defaultHackathonConfig(event, now);
        moves.forEach((s, i) => (config = withHackathonStage(config, s, `u${i}`, i % 2 ? "备注" : null, now)));
        expect(config.stage.history.map((h) => h.stage)).toEqual(["REGISTRATION", ...moves]);
        expect(config.stage.current).toBe(moves.at(-1) ?? "REGISTRATION");
      }),
    );
  });

  it("a blank note is no note; a long one is refused", () => {
    expect(hackathonStageInputSchema.parse({ stage: "VOTING", note: "   " })).toEqual({ stage: "VOTING" });
    expect(hackathonStageInputSchema.safeParse({ stage: "VOTING", note: "x".repeat(501) }).success).toBe(false);
  });
});

describe("storesItsStage", () => {
  it("is true only for a stored configuration whose stage is one of the stages", () => {
    expect(storesItsStage({ stage: { current: "VOTING" } })).toBe(true);
    expect(storesItsStage({ stage: { current: "NOT_A_STAGE" } })).toBe(false);
    expect(storesItsStage({ stage: {} })).toBe(false);
    expect(storesItsStage({ voting: {} })).toBe(false);
    expect(storesItsStage(null)).toBe(false);
    expect(storesItsStage("VOTING")).toBe(false);
  });

  it("says when normalizeHackathonConfig leaves the stage to the clock", () => {
    const times = { startTime: new Date("2026-01-10T00:00:00Z"), endTime: new Date("2026-01-12T00:00:00Z") };
    const at = (iso: string) => normalizeHackathonConfig({}, times, new Date(iso)).stage.current;
    expect(storesItsStage({})).toBe(false);
    expect(at("2026-01-01T00:00:00Z")).not.toBe(at("2026-01-11T00:00:00Z"));
  });
});
