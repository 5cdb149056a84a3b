import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import Settings from "lucide-react/icons/settings";
import { buttonClass } from "@/components/ui/button.tsx";
import { useTranslation } from "@/lib/i18n.ts";
import type { EventDetail } from "@commons/domain";

/** The event page's top row: back to the list, and for the event's admins the way to manage it. */
export function EventTopRow({ event, locale }: { event: EventDetail; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <div className="flex items-center justify-between gap-3">
      <BackToEvents locale={locale} className="text-slate-500 hover:text-slate-900" />
      {event.isEventAdmin ? (
        <a href={`/${locale}/app/events/${encodeURIComponent(event.id)}/manage`} className={buttonClass("outline", "sm")}>
          <Settings aria-hidden />
          {t("eventPage.manage")}
        </a>
      ) : null}
    </div>
  );
}

/** The back link, at the top of the page and again after the last section. */
export function BackToEvents({ locale, className }: { locale: Locale; className: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <Link to="/$locale/events" params={{ locale }} className={`inline-flex items-center gap-1.5 rounded-lg text-sm font-medium ${className}`}>
      <ArrowLeft className="size-4" aria-hidden />
      {t("event.backToEvents")}
    </Link>
  );
}
