import type { Locale, RegistrationStatus } from "@commons/domain";
import { isEventEnded } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import Trophy from "lucide-react/icons/trophy";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Badge, type BadgeTone } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { CoverImage } from "@/components/ui/cover-image.tsx";
import { formatEventStart } from "@/lib/format.ts";
import { cn } from "@/lib/utils.ts";
import type { MyRegistrationRow } from "../api/get-my-registrations.ts";

const TONE: Record<RegistrationStatus, BadgeTone> = {
  APPROVED: "green",
  PENDING: "amber",
  WAITLISTED: "sky",
  REJECTED: "rose",
  CANCELLED: "neutral",
};

interface MyRegistrationsListProps {
  rows: MyRegistrationRow[];
  locale: Locale;
  /** The page fills in the actions (QR, cancel) from the registration feature. */
  renderActions: (row: MyRegistrationRow) => ReactNode;
}

/** Upcoming events first (soonest on top), then past ones, most recent first. */
export function MyRegistrationsList({ rows, locale, renderActions }: MyRegistrationsListProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const now = new Date();
  const upcoming = rows.filter((row) => !isEventEnded(row.event, now)).sort((a, b) => a.event.startTime.localeCompare(b.event.startTime));
  const past = rows.filter((row) => isEventEnded(row.event, now)).sort((a, b) => b.event.startTime.localeCompare(a.event.startTime));
  return (
    <div className="flex flex-col gap-8">
      {[
        { key: "upcoming", title: t("myRegs.upcoming"), items: upcoming },
        { key: "past", title: t("myRegs.past"), items: past },
      ]
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <section key={group.key} aria-labelledby={`my-regs-${group.key}`}>
            <h2 id={`my-regs-${group.key}`} className="mb-3 text-sm font-semibold tracking-wide text-slate-500">
              {group.title}
            </h2>
            <ul className="flex flex-col gap-3">
              {group.items.map((row) => (
                <li key={row.id}>
                  <RegistrationRow row={row} locale={locale} muted={group.key === "past"} actions={renderActions(row)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}

function RegistrationRow({ row, locale, muted, actions }: { row: MyRegistrationRow; locale: Locale; muted: boolean; actions: ReactNode }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { event } = row;
  const place = event.isOnline ? t("event.online") : (event.city ?? event.address ?? t("event.addressTbd"));
  return (
    <Card className={cn("flex flex-col gap-4 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:p-4")} data-testid="my-registration">
      <Link
        to="/$locale/events/$id"
        params={{ locale, id: event.id }}
        className="flex min-w-0 flex-1 items-center gap-4 text-inherit no-underline hover:no-underline"
      >
        <CoverImage src={event.coverImage} alt="" seed={event.id} className={cn("aspect-[4/3] w-24 shrink-0 rounded-xl sm:w-28", muted && "opacity-70 grayscale")} />
        <div className="min-w-0 flex-1">
          <div className="mb-1 flex flex-wrap items-center gap-1.5">
            <Badge tone={row.checkedInAt ? "green" : TONE[row.status]}>{t((row.checkedInAt ? "reg.badge.checkedIn" : `reg.badge.${row.status}`) as never)}</Badge>
          </div>
          <p className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700">{event.title}</p>
          <p className="mt-1 flex items-center gap-1.5 text-[13px] text-slate-500">
            <CalendarDays className="size-3.5 shrink-0" aria-hidden />
            {formatEventStart(event, locale)}
          </p>
          <p className="mt-0.5 flex items-center gap-1.5 truncate text-[13px] text-slate-500">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{place}</span>
          </p>
        </div>
      </Link>
      {actions ? <div className="flex shrink-0 gap-2 sm:flex-col sm:items-stretch [&>*]:flex-1 sm:[&>*]:flex-none">{actions}</div> : null}
      {row.submission ? (
        // A hackathon team's submission, also for a teammate who did not submit it (docs/product/hackathons.md#teams).
        <Link
          to="/$locale/events/$id"
          params={{ locale, id: event.id }}
          hash="submission"
          className="flex items-center gap-1.5 border-t border-slate-100 pt-3 text-sm font-medium text-brand-700 sm:basis-full"
          data-testid="my-registration-submission"
        >
          <Trophy className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{t("myRegs.submission", { title: row.submission.title })}</span>
        </Link>
      ) : null}
    </Card>
  );
}
