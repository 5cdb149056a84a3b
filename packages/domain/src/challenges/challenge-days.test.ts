import { describe, expect, it } from "vitest";
import { challengeDayNumber, challengeTiming, reminderHourReached, zonedDateKey } from "./challenge-days.ts";

// docs/product/challenges.md#days: day numbers count calendar days in the event's zone.
describe("challengeDayNumber", () => {
  const start = new Date("2026-03-01T10:00:00+08:00");
  it("is 1 on the start's own day and counts calendar days after it, in the event's zone", () => {
    expect(challengeDayNumber(start, new Date("2026-03-01T23:59:59+08:00"), "Asia/Shanghai")).toBe(1);
    // One minute after midnight in Shanghai is the next day, though it is still the 1st in UTC.
    expect(challengeDayNumber(start, new Date("2026-03-02T00:01:00+08:00"), "Asia/Shanghai")).toBe(2);
    expect(challengeDayNumber(start, new Date("2026-03-21T12:00:00+08:00"), "Asia/Shanghai")).toBe(21);
  });
  it("is never below 1, even before the start", () => {
    expect(challengeDayNumber(start, new Date("2026-02-20T12:00:00+08:00"), "Asia/Shanghai")).toBe(1);
  });
  it("counts a daylight-saving night as one day (New York, 8 March 2026 has 23 hours)", () => {
    const nyStart = new Date("2026-03-07T09:00:00-05:00");
    expect(challengeDayNumber(nyStart, new Date("2026-03-08T23:30:00-04:00"), "America/New_York")).toBe(2);
    expect(challengeDayNumber(nyStart, new Date("2026-03-09T00:30:00-04:00"), "America/New_York")).toBe(3);
  });
  it("gives the zone's calendar date as the day key", () => {
    expect(zonedDateKey(new Date("2026-03-01T16:30:00Z"), "Asia/Shanghai")).toBe("2026-03-02");
    expect(zonedDateKey(new Date("2026-03-01T16:30:00Z"), "UTC")).toBe("2026-03-01");
  });
});

describe("challengeTiming and the reminder hour", () => {
  const event = { startTime: "2026-03-01T02:00:00Z", endTime: "2026-03-22T02:00:00Z" };
  it("is not started, running, then ended; a COMPLETED event has ended", () => {
    expect(challengeTiming(event, new Date("2026-02-28T00:00:00Z"))).toBe("NOT_STARTED");
    expect(challengeTiming(event, new Date("2026-03-10T00:00:00Z"))).toBe("RUNNING");
    expect(challengeTiming(event, new Date("2026-03-23T00:00:00Z"))).toBe("ENDED");
    expect(challengeTiming({ ...event, status: "COMPLETED" }, new Date("2026-03-10T00:00:00Z"))).toBe("ENDED");
  });
  it("reaches the reminder hour at 20:00 in the event's zone", () => {
    expect(reminderHourReached(new Date("2026-03-10T11:59:00Z"), "Asia/Shanghai")).toBe(false);
    expect(reminderHourReached(new Date("2026-03-10T12:00:00Z"), "Asia/Shanghai")).toBe(true);
  });
});
