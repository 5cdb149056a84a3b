import { CSV_FORMULA_PREFIXES } from "@commons/domain";

// RFC 4180 CSV for spreadsheets: CRLF rows, quotes only where needed, a BOM so Excel reads UTF-8, and
// cells a spreadsheet would run as a formula defused with a leading apostrophe (OWASP CSV injection).

const UTF8_BOM = "\uFEFF";

export function escapeFormula(value: string): string {
  return CSV_FORMULA_PREFIXES.some((p) => value.startsWith(p)) ? `'${value}` : value;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : escapeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}

// Times are written as wall-clock time in the event's zone ("2026-05-01 19:30"), which Excel and WPS read
// as a date-time a reader can sort and filter, and the column header names the zone ("报名时间（GMT+8）").
// ISO text with an offset would be exact too, but spreadsheets keep it as text
// (docs/product/organiser-console.md#export).
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Intl.DateTimeFormat>();
const cached = (cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) => {
  let format = cache.get(timeZone);
  if (!format) cache.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, ...options })));
  return format;
};

/** "2026-05-01 19:30" in the event's own zone: what the organiser means by the time. */
export function formatInZone(date: Date | null, timeZone: string): string {
  if (!date) return "";
  const format = cached(wallClocks, timeZone, { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The zone's offset at that instant, as the event page labels it: "GMT+8", "GMT-4", "GMT+5:30". */
function offsetLabel(date: Date, timeZone: string): string {
  return cached(offsets, timeZone, { timeZoneName: "shortOffset" }).formatToParts(date).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * What a column of times is written in, for its header: the offset ("GMT+8"), or, when the column spans a
 * daylight-saving change, the zone with each offset ("America/New_York GMT-5/GMT-4"). A column with no
 * time in it is labelled with the offset at `fallback` (now).
 */
export function zoneColumnLabel(timeZone: string, dates: readonly (Date | null)[], fallback = new Date()): string {
  const labels = new Set<string>();
  for (const date of dates) if (date) labels.add(offsetLabel(date, timeZone));
  if (labels.size === 0) labels.add(offsetLabel(fallback, timeZone));
  return labels.size === 1 ? [...labels][0]! : `${timeZone} ${[...labels].join("/")}`;
}

/** RFC 6266: an ASCII fallback name (`<prefix>-<eventId>.csv`) plus the UTF-8 title, so Chinese titles survive in every browser. */
export function csvAttachment(prefix: string, eventId: string, title: string): string {
  const safe = title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "").trim().slice(0, 80) || prefix;
  return `attachment; filename="${prefix}-${eventId}.csv"; filename*=UTF-8''${encodeURIComponent(`${safe}.csv`)}`;
}
