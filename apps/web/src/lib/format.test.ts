import { describe, expect, it } from "vitest";
import { formatEventSchedule, formatEventStart, formatInstantInZone, formatPrice } from "./format.ts";

const shanghaiEvening = { startTime: "2025-03-15T11:00:00Z", endTime: "2025-03-15T13:30:00Z", timezone: "Asia/Shanghai" };

describe("event times", () => {
  it("shows the time in the event's own zone, whatever the reader's", () => {
    const zh = formatEventSchedule(shanghaiEvening, "zh");
    expect(zh.date).toContain("3月15日");
    expect(zh.time).toMatch(/^19:00 – 21:30/);
    const en = formatEventSchedule({ ...shanghaiEvening, timezone: "America/New_York" }, "en");
    expect(en.time).toMatch(/^07:00 – 09:30/);
    expect(en.time).toMatch(/EDT|GMT-4/);
  });

  it("spans days when the event does", () => {
    const multi = formatEventSchedule(
      { startTime: "2025-03-15T01:00:00Z", endTime: "2025-03-17T10:00:00Z", timezone: "Asia/Shanghai" },
      "zh",
    );
    expect(multi.date).toContain("3月15日");
    expect(multi.date).toContain("3月17日");
  });

  it("decides one day or two by the event's own calendar, not UTC's", () => {
    // 07:00–10:00 in Shanghai, across midnight UTC: one day.
    const morning = formatEventSchedule({ startTime: "2025-03-14T23:00:00Z", endTime: "2025-03-15T02:00:00Z", timezone: "Asia/Shanghai" }, "zh");
    expect(morning.date).toContain("3月15日");
    expect(morning.date).not.toContain("–");
    expect(morning.time).toMatch(/^07:00 – 10:00/);
    // 23:00–01:00 in Shanghai, within one UTC day: two days.
    const late = formatEventSchedule({ startTime: "2025-03-15T15:00:00Z", endTime: "2025-03-15T17:00:00Z", timezone: "Asia/Shanghai" }, "en");
    expect(late.date).toMatch(/March 15.*–.*March 16/);
  });

  it("names the event's zone on every compact time, as the header does (docs/product/event-page.md#info-card)", () => {
    expect(formatEventStart(shanghaiEvening, "zh")).toBe("3月15日周六 19:00 GMT+8");
    expect(formatEventStart({ ...shanghaiEvening, timezone: "Europe/London" }, "en")).toBe("Sat, Mar 15, 11:00 GMT");
    // A check-in, a registration, a message sent: the venue's clock, whatever the reader's device says.
    expect(formatInstantInZone("2025-03-15T02:05:00Z", "zh", "Asia/Shanghai")).toBe("3月15日 10:05 GMT+8");
    expect(formatInstantInZone("2025-03-15T02:05:00Z", "en", "Asia/Shanghai")).toBe("Mar 15, 10:05 GMT+8");
    // Across midnight: the event's calendar day, not the reader's.
    expect(formatInstantInZone("2025-03-14T20:30:00Z", "zh", "Asia/Shanghai")).toBe("3月15日 04:30 GMT+8");
    // The label follows the offset of the moment itself (summer time).
    expect(formatInstantInZone("2025-07-01T12:00:00Z", "en", "America/New_York")).toMatch(/^Jul 1, 08:00 (EDT|GMT-4)$/);
  });

  it("falls back to the reader's zone for an unknown zone instead of throwing", () => {
    expect(() => formatEventStart({ ...shanghaiEvening, timezone: "Mars/Olympus" }, "en")).not.toThrow();
  });

  it("formats prices from fen", () => {
    expect(formatPrice(9900, "zh")).toMatch(/99/);
    expect(formatPrice(1250, "en")).toMatch(/12\.50/);
  });
});
