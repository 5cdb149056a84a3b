import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canRegister, registrationStatusText } from "../events/event-rules.ts";
import { HACKATHON_STAGES } from "./hackathon-constants.ts";
import { deriveHackathonStage, stageAllowsRegistration, stageAllowsSubmission, stageAllowsVoting, stageIndex, stageShowsResults } from "./hackathon-stages.ts";

// docs/product/hackathons.md#stages.

const HOUR = 3_600_000;
const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });
const stage = fc.constantFrom(...HACKATHON_STAGES);

describe("deriveHackathonStage", () => {
  it("before the start REGISTRATION, after the end RESULTS, in between DEVELOPMENT", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 1000 * HOUR }), instant, (start, length, now) => {
        const event = { startTime: new Date(start), endTime: new Date(start + length) };
        const got = deriveHackathonStage(event, new Date(now));
        const expected = now < start ? "REGISTRATION" : now > start + length ? "RESULTS" : "DEVELOPMENT";
        expect(got).toBe(expected);
      }),
    );
  });

  it("COMPLETED is RESULTS whatever the time; strings and dates agree", () => {
    fc.assert(
      fc.property(instant, instant, (start, now) => {
        const dates = { startTime: new Date(start), endTime: new Date(start + HOUR) };
        const strings = { startTime: dates.startTime.toISOString(), endTime: dates.endTime.toISOString() };
        expect(deriveHackathonStage({ ...dates, status: "COMPLETED" }, new Date(now))).toBe("RESULTS");
        expect(deriveHackathonStage(strings, new Date(now))).toBe(deriveHackathonStage(dates, new Date(now)));
      }),
    );
  });

  it("never goes back as time moves on", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 100 * HOUR }), instant, instant, (start, length, a, b) => {
        const event = { startTime: new Date(start), endTime: new Date(start + length) };
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(stageIndex(deriveHackathonStage(event, new Date(early)))).toBeLessThanOrEqual(stageIndex(deriveHackathonStage(event, new Date(late))));
      }),
    );
  });
});

describe("what each stage allows", () => {
  it("registration only in REGISTRATION, submission in DEVELOPMENT and SUBMISSION, voting only in VOTING, results in VOTING and RESULTS", () => {
    fc.assert(
      fc.property(stage, (s) => {
        expect(stageAllowsRegistration(s)).toBe(s === "REGISTRATION");
        expect(stageAllowsSubmission(s)).toBe(s === "DEVELOPMENT" || s === "SUBMISSION");
        expect(stageAllowsVoting(s)).toBe(s === "VOTING");
        expect(stageShowsResults(s)).toBe(s === "VOTING" || s === "RESULTS");
        // Registration and submission never overlap: a team forms before it builds.
        expect(stageAllowsRegistration(s) && stageAllowsSubmission(s)).toBe(false);
      }),
    );
  });

  it("the registration card agrees: a hackathon outside REGISTRATION cannot register and says why", () => {
    const now = new Date("2030-01-01T00:00:00Z");
    const event = {
      isExternalEvent: false,
      status: "PUBLISHED" as const,
      startTime: "2030-02-01T00:00:00Z",
      endTime: "2030-02-02T00:00:00Z",
      registrationDeadline: null,
      maxAttendees: null,
      registrationCount: 0,
    };
    fc.assert(
      fc.property(stage, fc.boolean(), (s, full) => {
        const input = { event: { ...event, maxAttendees: full ? 1 : null, registrationCount: full ? 1 : 0, hackathonConfig: { stage: { current: s } } }, isLoggedIn: true, myStatus: null, now };
        expect(canRegister(input)).toBe(s === "REGISTRATION" && !full);
        const text = registrationStatusText(input);
        if (s !== "REGISTRATION") expect(text).toBe("hackathons.registrationStageClosed");
        else expect(text).toBe(full ? "registration.status.full" : "registration.status.registerNow");
      }),
    );
    // Other event types carry no configuration and are not affected.
    expect(canRegister({ event: { ...event, hackathonConfig: null }, isLoggedIn: true, myStatus: null, now })).toBe(true);
    // The viewer's own status still comes first.
    expect(registrationStatusText({ event: { ...event, hackathonConfig: { stage: { current: "VOTING" } } }, isLoggedIn: true, myStatus: "APPROVED", now })).toBe("registration.status.approved");
  });
});
