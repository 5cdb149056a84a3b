// The editor's date-time boxes hold wall-clock time "in the event's time zone", whatever zone the
// organiser's own device is in. These helpers turn that wall time into the UTC instant the server
// stores, and back, with Intl only (no time-zone database shipped to the browser).

/** "YYYY-MM-DDTHH:mm", the value of an <input type="datetime-local">. */
export type LocalDateTime = string;

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function wallParts(instantMs: number, timeZone: string): WallParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at that instant, in milliseconds (Berlin in summer: +2 h). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const p = wallParts(instantMs, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

function parseLocal(value: LocalDateTime): number | null {
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  // Date.UTC rolls "02-30" over into March; a calendar date that does not exist is no date.
  const check = new Date(ms);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return null;
  return ms;
}

/**
 * Wall time in `timeZone` → the UTC instant as an ISO string, or null when the text is not a date-time.
 * - A time skipped by a spring-forward change (02:30 in Berlin on the last Sunday of March) does not
 *   exist; it is read with the offset before the change, so it lands one hour later (03:30 CEST).
 * - A time that happens twice when clocks go back is read as the first (summer-time) occurrence.
 */
export function zonedLocalToUtc(value: LocalDateTime, timeZone: string): string | null {
  const wallAsUtc = parseLocal(value);
  if (wallAsUtc === null) return null;
  // The offset just before the wall time; one correction step settles any DST change in between.
  const before = zoneOffsetMs(wallAsUtc - 86_400_000, timeZone);
  const after = zoneOffsetMs(wallAsUtc + 86_400_000, timeZone);
  const first = wallAsUtc - before;
  if (before === after) return new Date(first).toISOString();
  const second = wallAsUtc - after;
  const firstMatches = zoneOffsetMs(first, timeZone) === before;
  const secondMatches = zoneOffsetMs(second, timeZone) === after;
  // Both readings are real in the repeated hour: take the earlier instant (the first occurrence).
  if (firstMatches && secondMatches) return new Date(Math.min(first, second)).toISOString();
  if (firstMatches) return new Date(first).toISOString();
  if (secondMatches) return new Date(second).toISOString();
  // In the gap neither reading round-trips: keep the offset from before the change.
  return new Date(first).toISOString();
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** A UTC instant → wall time in `timeZone`, as a datetime-local value ("" for no instant). */
export function utcToZonedLocal(instant: string | null | undefined, timeZone: string): LocalDateTime {
  if (!instant) return "";
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return "";
  const p = wallParts(ms, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** Every zone the browser knows, with the default first when the runtime lacks the list. */
export function supportedTimeZones(fallback: string): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.("timeZone") ?? [];
  // Intl lists canonical zones only, and "UTC" is missing in some engines.
  const all = new Set([fallback, ...zones, "UTC"]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** "GMT+8" style label for the picker, at the given instant (offsets change with DST). */
export function zoneOffsetLabel(timeZone: string, at: number = Date.now()): string {
  const minutes = Math.round(zoneOffsetMs(at, timeZone) / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `GMT${sign}${hours}${rest ? `:${pad(rest)}` : ""}`;
}
