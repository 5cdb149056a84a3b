import { eventShowsParticipants, type Locale, type EventDetail } from "@commons/domain";
import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import UsersRound from "lucide-react/icons/users-round";
import Video from "lucide-react/icons/video";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { TagChips } from "@/components/tag-chips.tsx";
import { Card } from "@/components/ui/card.tsx";
import { formatEventSchedule } from "@/lib/format.ts";
import { HostLine } from "./host-line.tsx";
import { ParticipantsPreview } from "./participants-preview.tsx";

function InfoRow({ icon, title, children }: { icon: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex gap-3.5">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-slate-50 text-slate-600 [&_svg]:size-5">
        {icon}
      </div>
      <div className="min-w-0 pt-0.5">
        <p className="text-[15px] font-semibold text-slate-900 [overflow-wrap:anywhere]">{title}</p>
        {children ? <div className="mt-0.5 text-sm text-slate-500 [overflow-wrap:anywhere]">{children}</div> : null}
      </div>
    </div>
  );
}

/** The info card (docs/product/event-page.md#info-card): when, where, how many, who is coming, tags and the host. */
export function EventInfoCard({ event, locale, hostAction }: { event: EventDetail; locale: Locale; hostAction?: ReactNode }) {
  const { t } = useTranslation(["ui", "shared"]);
  const schedule = formatEventSchedule(event, locale);
  const where = event.isOnline
    ? { title: t("event.online"), detail: event.onlineUrl ? t("event.onlineLinkReady") : t("event.onlineLinkAfterApproval") }
    : event.address || event.city
      ? { title: event.address || event.city, detail: event.address && event.city ? event.city : null }
      : { title: t("event.addressTbd"), detail: null };

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <InfoRow icon={<CalendarDays />} title={schedule.date}>
        {schedule.time}
      </InfoRow>
      <InfoRow icon={event.isOnline ? <Video /> : <MapPin />} title={where.title}>
        {event.isOnline && event.onlineUrl ? (
          <a href={event.onlineUrl} target="_blank" rel="noopener noreferrer" className="text-brand-600 hover:underline">
            {where.detail}
          </a>
        ) : (
          where.detail
        )}
      </InfoRow>
      <InfoRow
        icon={<UsersRound />}
        title={
          event.maxAttendees
            ? t("event.attendeesOfMax", { count: event.registrationCount, max: event.maxAttendees })
            : t("event.attendees", { count: event.registrationCount })
        }
      >
        <ParticipantsPreview
          participants={event.participants}
          total={event.registrationCount}
          locale={locale}
          opensDialog={eventShowsParticipants(event)}
        />
      </InfoRow>
      {event.tags.length > 0 ? <TagChips tags={event.tags} /> : null}
      <div className="border-t border-slate-100 pt-4">
        <HostLine event={event} locale={locale} action={hostAction} />
      </div>
    </Card>
  );
}
