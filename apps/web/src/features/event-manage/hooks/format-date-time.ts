import type { Locale } from "@commons/domain";
import { htmlLang } from "@/lib/i18n.ts";

/** "3月15日 19:05" in the event's own zone, the way the export writes it too. */
export function formatDateTime(instant: string, locale: Locale, timeZone: string): string {
  let zone: string | undefined = timeZone;
  try {
    new Intl.DateTimeFormat("en", { timeZone });
  } catch {
    zone = undefined;
  }
  return new Intl.DateTimeFormat(htmlLang(locale), {
    timeZone: zone,
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(instant));
}
