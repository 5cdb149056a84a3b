import { describe, expect, it } from "vitest";
import { utcToZonedLocal, zonedLocalToUtc, zoneOffsetLabel } from "./zoned-time.ts";

describe("wall time in the event's zone ↔ UTC instant", () => {
  it("reads Shanghai wall time as UTC+8 whatever the device zone", () => {
    expect(zonedLocalToUtc("2026-03-15T19:00", "Asia/Shanghai")).toBe("2026-03-15T11:00:00.000Z");
    expect(utcToZonedLocal("2026-03-15T11:00:00.000Z", "Asia/Shanghai")).toBe("2026-03-15T19:00");
  });

  it("follows Berlin's summer and winter offsets", () => {
    expect(zonedLocalToUtc("2026-01-10T10:00", "Europe/Berlin")).toBe("2026-01-10T09:00:00.000Z");
    expect(zonedLocalToUtc("2026-07-10T10:00", "Europe/Berlin")).toBe("2026-07-10T08:00:00.000Z");
    expect(utcToZonedLocal("2026-07-10T08:00:00.000Z", "Europe/Berlin")).toBe("2026-07-10T10:00");
  });

  it("handles the hours around Berlin's spring-forward change (29 March 2026)", () => {
    expect(zonedLocalToUtc("2026-03-29T01:59", "Europe/Berlin")).toBe("2026-03-29T00:59:00.000Z");
    expect(zonedLocalToUtc("2026-03-29T03:00", "Europe/Berlin")).toBe("2026-03-29T01:00:00.000Z");
    // 02:30 never happens that night; it is read with the winter offset, i.e. 03:30 summer time.
    const gap = zonedLocalToUtc("2026-03-29T02:30", "Europe/Berlin");
    expect(gap).toBe("2026-03-29T01:30:00.000Z");
    expect(utcToZonedLocal(gap, "Europe/Berlin")).toBe("2026-03-29T03:30");
  });

  it("takes the first occurrence of the repeated hour when Berlin's clocks go back (25 October 2026)", () => {
    expect(zonedLocalToUtc("2026-10-25T02:30", "Europe/Berlin")).toBe("2026-10-25T00:30:00.000Z");
    expect(zonedLocalToUtc("2026-10-25T03:30", "Europe/Berlin")).toBe("2026-10-25T02:30:00.000Z");
  });

  it("round-trips every hour across a New York DST week", () => {
    const start = Date.parse("2026-03-06T00:00:00Z");
    for (let hour = 0; hour < 24 * 7; hour++) {
      const instant = new Date(start + hour * 3_600_000).toISOString();
      const local = utcToZonedLocal(instant, "America/New_York");
      expect(zonedLocalToUtc(local, "America/New_York")).toBe(instant);
    }
  });

  it("refuses text that is not a real date-time", () => {
    expect(zonedLocalToUtc("", "Asia/Shanghai")).toBeNull();
    expect(zonedLocalToUtc("2026-02-30T10:00", "Asia/Shanghai")).toBeNull();
    expect(zonedLocalToUtc("tomorrow", "Asia/Shanghai")).toBeNull();
    expect(utcToZonedLocal(null, "Asia/Shanghai")).toBe("");
  });

  it("labels offsets, including half-hour zones", () => {
    expect(zoneOffsetLabel("Asia/Shanghai")).toBe("GMT+8");
    expect(zoneOffsetLabel("Asia/Kolkata")).toBe("GMT+5:30");
    expect(zoneOffsetLabel("Europe/Berlin", Date.parse("2026-07-01T00:00:00Z"))).toBe("GMT+2");
  });
});
