import { describe, expect, it } from "vitest";
import { csvCell, escapeFormula, formatInZone, toCsv, zoneColumnLabel } from "./csv.ts";

describe("csv", () => {
  it("defuses cells a spreadsheet would run as a formula", () => {
    for (const v of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\rx"]) expect(escapeFormula(v)).toBe(`'${v}`);
    for (const v of ["1=1", "a+b", "普通文本", ""]) expect(escapeFormula(v)).toBe(v);
  });

  it("quotes per RFC 4180 only where needed and doubles quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell(null)).toBe("");
    expect(csvCell(-5)).toBe("-5");
  });

  it("starts with a BOM and ends rows with CRLF", () => {
    expect(toCsv(["a", "b"], [["1", null]])).toBe("\uFEFFa,b\r\n1,\r\n");
  });

  it("formats instants in the event's zone, across a daylight-saving change", () => {
    expect(formatInZone(new Date("2026-05-01T11:30:00Z"), "Asia/Shanghai")).toBe("2026-05-01 19:30");
    expect(formatInZone(new Date("2026-03-08T06:30:00Z"), "America/New_York")).toBe("2026-03-08 01:30");
    expect(formatInZone(new Date("2026-03-08T07:30:00Z"), "America/New_York")).toBe("2026-03-08 03:30");
    expect(formatInZone(null, "Asia/Shanghai")).toBe("");
  });

  it("names the zone a column is written in: its offset, or the zone and both offsets across a daylight-saving change", () => {
    const shanghai = [new Date("2026-05-01T11:30:00Z"), null, new Date("2026-12-01T11:30:00Z")];
    expect(zoneColumnLabel("Asia/Shanghai", shanghai)).toBe("GMT+8");
    expect(zoneColumnLabel("Asia/Kolkata", [new Date("2026-05-01T11:30:00Z")])).toBe("GMT+5:30");
    expect(zoneColumnLabel("America/New_York", [new Date("2026-07-01T12:00:00Z")])).toBe("GMT-4");
    expect(zoneColumnLabel("America/New_York", [new Date("2026-03-01T12:00:00Z"), new Date("2026-07-01T12:00:00Z")])).toBe("America/New_York GMT-5/GMT-4");
    // An empty column: the offset at the fallback moment.
    expect(zoneColumnLabel("America/New_York", [null], new Date("2026-01-10T00:00:00Z"))).toBe("GMT-5");
  });
});
