import type { EventStatus, Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import CalendarDays from "lucide-react/icons/calendar-days";
import Eye from "lucide-react/icons/eye";
import MapPin from "lucide-react/icons/map-pin";
import Pencil from "lucide-react/icons/pencil";
import Settings2 from "lucide-react/icons/settings-2";
import Users from "lucide-react/icons/users";
import Video from "lucide-react/icons/video";
import { useTranslation } from "@/lib/i18n.ts";
import { Badge, type BadgeTone } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { CoverImage } from "@/components/ui/cover-image.tsx";
import { formatEventStart } from "@/lib/format.ts";
import { cn } from "@/lib/utils.ts";
import type { MyEvent } from "../api/get-my-events.ts";
import "@/i18n/parts/console.ts";

const STATUS_TONE: Record<EventStatus, BadgeTone> = { DRAFT: "amber", PUBLISHED: "green", COMPLETED: "neutral", CANCELLED: "rose" };

/** The card's three doors, in the order an organiser uses them. */
const DOORS = [
  { to: "/$locale/app/events/$id/edit", Icon: Pencil, label: "console.my.edit", variant: "outline" },
  { to: "/$locale/app/events/$id/manage", Icon: Settings2, label: "console.my.manage", variant: "outline" },
  { to: "/$locale/events/$id", Icon: Eye, label: "console.my.view", variant: "ghost" },
] as const;

/** One event I run: its state, seats and pending reviews at a glance, and the three doors (edit, manage, view). */
export function MyEventCard({ event, locale }: { event: MyEvent; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const capacity = event.maxAttendees;
  const ratio = capacity ? Math.min(1, event.seatsTaken / capacity) : 0;
  const params = { locale, id: event.id };
  return (
    <Card className="flex flex-col overflow-hidden sm:flex-row" data-testid="my-event-card">
      <Link to="/$locale/app/events/$id/manage" params={params} className="block shrink-0 sm:w-56" tabIndex={-1} aria-hidden>
        <CoverImage src={event.coverImage} alt="" seed={event.id} className="h-full sm:aspect-auto sm:min-h-40" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={STATUS_TONE[event.status]}>{t(`console.status.${event.status}`)}</Badge>
          {event.myRole === "ADMIN" ? <Badge tone="violet">{t("console.my.roleAdmin")}</Badge> : null}
          {event.pendingCount > 0 ? (
            <Badge tone="amber" data-testid="pending-count">
              {t("console.my.pending", { count: event.pendingCount })}
            </Badge>
          ) : null}
        </div>
        <Link to="/$locale/app/events/$id/manage" params={params} className="line-clamp-2 text-lg leading-snug font-semibold text-slate-900 hover:text-brand-700">
          {event.title}
        </Link>
        <div className="flex flex-col gap-1 text-sm text-slate-500 sm:flex-row sm:flex-wrap sm:gap-x-4">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4 text-slate-400" aria-hidden />
            {formatEventStart(event, locale)}
          </span>
          <span className="inline-flex min-w-0 items-center gap-1.5">
            {event.isOnline ? <Video className="size-4 text-slate-400" aria-hidden /> : <MapPin className="size-4 text-slate-400" aria-hidden />}
            <span className="truncate">{event.isOnline ? t("console.my.online") : event.city || event.address || t("console.my.noPlace")}</span>
          </span>
        </div>
        <div className="flex items-center gap-3" aria-label={t("console.my.seatsLabel")}>
          <Users className="size-4 shrink-0 text-slate-400" aria-hidden />
          <span className="text-sm font-medium text-slate-700 tabular-nums" data-testid="seats">
            {capacity ? t("console.my.seats", { taken: event.seatsTaken, max: capacity }) : t("console.my.seatsUnlimited", { taken: event.seatsTaken })}
          </span>
          {capacity ? (
            <span className="h-1.5 max-w-40 flex-1 overflow-hidden rounded-full bg-slate-100" aria-hidden>
              <span className={cn("block h-full rounded-full", ratio >= 1 ? "bg-rose-500" : "bg-brand-500")} style={{ width: `${ratio * 100}%` }} />
            </span>
          ) : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {DOORS.map(({ to, Icon, label, variant }) => (
            <Button key={to} asChild variant={variant} size="sm">
              <Link to={to} params={params}>
                <Icon aria-hidden />
                {t(label)}
              </Link>
            </Button>
          ))}
        </div>
      </div>
    </Card>
  );
}
