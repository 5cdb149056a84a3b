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

/** "2026-05-01 19:30" in the event's own zone: what the organiser means by the time. */
export function formatInZone(date: Date | null, timeZone: string): string {
  if (!date) return "";
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** RFC 6266: an ASCII fallback name (`<prefix>-<eventId>.csv`) plus the UTF-8 title, so Chinese titles survive in every browser. */
export function csvAttachment(prefix: string, eventId: string, title: string): string {
  const safe = title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "").trim().slice(0, 80) || prefix;
  return `attachment; filename="${prefix}-${eventId}.csv"; filename*=UTF-8''${encodeURIComponent(`${safe}.csv`)}`;
}
