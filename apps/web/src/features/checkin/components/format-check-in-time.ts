import type { Locale } from "@commons/domain";
import { htmlLang } from "@/lib/i18n.ts";

/** "14:05" today, "3月15日 14:05" on another day: in the scanning device's zone, where the door is. */
export function formatCheckInTime(value: string, locale: Locale, now: Date = new Date()): string {
  const date = new Date(value);
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(htmlLang(locale), {
    month: sameDay ? undefined : "short",
    day: sameDay ? undefined : "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}
