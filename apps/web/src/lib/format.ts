import type { Locale } from "@commons/domain";
import { htmlLang } from "./i18n.ts";

type Instant = string | Date;

interface EventTimes {
  startTime: Instant;
  endTime: Instant;
  timezone: string;
}

// Building an Intl.DateTimeFormat costs about a millisecond on a phone (the first one of a locale much
// more: it loads that locale's data); a list of twelve cards asked for dozens, all alike, plus an "en"
// one per call to check the zone. Formatters are immutable, so each distinct one is built once, and the
// zone is checked by building the formatter itself (ADR 0012).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter in the event's own IANA zone when the runtime knows it; otherwise in the reader's, rather than crashing. */
function formatter(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(htmlLang(locale), { timeZone, ...options });
    } catch {
      format = new Intl.DateTimeFormat(htmlLang(locale), options);
    }
    formatters.set(key, format);
  }
  return format;
}

/**
 * An event's date and time as its attendees experience them: always in the event's time zone (a
 * Shanghai meetup reads 19:00 everywhere), with the zone named so a reader abroad is not misled.
 */
export function formatEventSchedule(event: EventTimes, locale: Locale): { date: string; time: string } {
  const start = new Date(event.startTime);
  const end = new Date(event.endTime);
  const dateFormat = formatter(locale, event.timezone, { year: "numeric", month: "long", day: "numeric", weekday: "short" });
  const timeFormat = formatter(locale, event.timezone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const zone = zoneName(end, locale, event.timezone);
  // The full date (year, month, day, weekday) in the event's zone tells whether both ends fall on one day,
  // without a formatter of its own: each distinct one is a costly build on a phone's first render.
  const startDate = dateFormat.format(start);
  if (startDate === dateFormat.format(end)) {
    return { date: startDate, time: `${timeFormat.format(start)} – ${timeFormat.format(end)} ${zone}`.trim() };
  }
  const dateTime = formatter(locale, event.timezone, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return {
    date: `${startDate} – ${endDateFormat(start, end, locale, event.timezone).format(end)}`,
    time: `${dateTime.format(start)} – ${dateTime.format(end)} ${zone}`.trim(),
  };
}

/** Compact start line for cards, with the zone named: "3月15日 周六 19:00 GMT+8". */
export function formatEventStart(event: EventTimes, locale: Locale): string {
  const start = new Date(event.startTime);
  const text = formatter(locale, event.timezone, {
    month: "short",
    day: "numeric",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(start);
  return `${text} ${zoneName(start, locale, event.timezone)}`.trim();
}

/**
 * A moment of an event's (a check-in, a registration, a message sent, a stage change), compact and in the
 * event's zone with the zone named, as the event's header writes its times: "11月26日 14:05 GMT+8". Staff
 * and attendees abroad read the same clock as the venue, and never a bare time of their own device's zone
 * (docs/product/organiser-console.md#times).
 */
export function formatInstantInZone(value: Instant, locale: Locale, timeZone: string): string {
  const date = new Date(value);
  const text = formatter(locale, timeZone, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);
  return `${text} ${zoneName(date, locale, timeZone)}`.trim();
}

/** The end date drops the year when it is the start's year: "2025年3月15日周六 – 3月17日周一". */
function endDateFormat(start: Date, end: Date, locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const year = formatter(locale, timeZone, { year: "numeric" });
  const sameYear = year.format(start) === year.format(end);
  return formatter(locale, timeZone, { year: sameYear ? undefined : "numeric", month: "long", day: "numeric", weekday: "short" });
}

function zoneName(date: Date, locale: Locale, timeZone: string): string {
  const parts = formatter(locale, timeZone, { timeZoneName: "short" }).formatToParts(date);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "";
}

/** "3 分钟前" / "3 minutes ago", falling back to a date after a week. */
export function formatRelativeTime(value: Instant, locale: Locale, now: Date = new Date()): string {
  const date = new Date(value);
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  const rtf = new Intl.RelativeTimeFormat(htmlLang(locale), { numeric: "auto" });
  if (abs < 60) return rtf.format(seconds, "second");
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), "hour");
  if (abs < 604_800) return rtf.format(Math.round(seconds / 86_400), "day");
  return new Intl.DateTimeFormat(htmlLang(locale), { year: "numeric", month: "short", day: "numeric" }).format(date);
}

/** Ticket prices are stored in fen/cents of CNY. */
export function formatPrice(priceCents: number, locale: Locale): string {
  const fractionDigits = priceCents % 100 === 0 ? 0 : 2;
  const key = `${locale} ${fractionDigits}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(htmlLang(locale), { style: "currency", currency: "CNY", minimumFractionDigits: fractionDigits });
    priceFormats.set(key, format);
  }
  return format.format(priceCents / 100);
}
const priceFormats = new Map<string, Intl.NumberFormat>();

/** A calendar date in a zone (an event's): "2025年3月15日" / "March 15, 2025". */
export function formatDateInZone(value: Instant, locale: Locale, timeZone: string): string {
  return formatter(locale, timeZone, { year: "numeric", month: "long", day: "numeric" }).format(new Date(value));
}
