import { EVENT_DEFAULT_TIMEZONE, type Locale } from "@commons/domain";
import { formatDateInZone } from "@/lib/format.ts";

/**
 * A certificate's dates carry no zone of their own: they are drawn on the community's clock, the same in the
 * server's HTML and in every browser (a reader's own zone would change the day and break hydration).
 */
export function formatCertificateDate(value: string, locale: Locale): string {
  return formatDateInZone(value, locale, EVENT_DEFAULT_TIMEZONE);
}
