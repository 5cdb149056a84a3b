import { CHALLENGE_REMINDER_HOUR } from "./challenge-constants.ts";

// docs/product/challenges.md#days: days count in the event's time zone, from the start's calendar day
// (design rule 12). The server computes the day number; a client's never counts.

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", hourCycle: "h23" });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar date and hour of an instant in a zone. */
export function zonedParts(at: Date, timeZone: string): { year: number; month: number; day: number; hour: number } {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24 };
}

/** "YYYY-MM-DD" of an instant in a zone: the key of "one check-in a day" and "one reminder a day". */
export function zonedDateKey(at: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(at, timeZone);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const dayIndex = (at: Date, timeZone: string) => {
  const { year, month, day } = zonedParts(at, timeZone);
  return Date.UTC(year, month - 1, day) / 86_400_000;
};

/** Day N of the challenge at `now`: calendar days since the start's day, in the event's zone, plus 1 (at least 1). */
export function challengeDayNumber(startTime: Date | string, now: Date, timeZone: string): number {
  return Math.max(1, dayIndex(now, timeZone) - dayIndex(new Date(startTime), timeZone) + 1);
}

export type ChallengeTiming = "NOT_STARTED" | "RUNNING" | "ENDED";

/** Not started before the start, running until the end, ended after it (or once the event is COMPLETED). */
export function challengeTiming(event: { startTime: Date | string; endTime: Date | string; status?: string }, now: Date): ChallengeTiming {
  if (event.status === "COMPLETED") return "ENDED";
  if (now.getTime() < new Date(event.startTime).getTime()) return "NOT_STARTED";
  if (now.getTime() > new Date(event.endTime).getTime()) return "ENDED";
  return "RUNNING";
}

/** Whether a participant without today's check-in is due a reminder now (ours: 20:00 or later, event's zone). */
export function reminderHourReached(now: Date, timeZone: string): boolean {
  return zonedParts(now, timeZone).hour >= CHALLENGE_REMINDER_HOUR;
}
