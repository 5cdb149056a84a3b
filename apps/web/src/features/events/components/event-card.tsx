import type { Locale, EventCard as EventCardData } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import Star from "lucide-react/icons/star";
import UsersRound from "lucide-react/icons/users-round";
import Video from "lucide-react/icons/video";
import { useTranslation } from "@/lib/i18n.ts";
import { EventTypeBadge } from "@/components/event-type-badge.tsx";
import { TagChips } from "@/components/tag-chips.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { CoverImage } from "@/components/ui/cover-image.tsx";
import { formatEventStart } from "@/lib/format.ts";
import { cn } from "@/lib/utils.ts";

interface EventCardProps {
  event: EventCardData;
  locale: Locale;
  /** When given, tags become filter links on the list page. */
  tagHref?: (tag: string) => { to: "/$locale/events"; params: { locale: Locale }; search: Record<string, unknown> };
  /** The cover is the page's largest paint (the first card): load it first. */
  priority?: boolean;
}

export function EventCard({ event, locale, tagHref, priority }: EventCardProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const host = event.organization
    ? { name: event.organization.name, image: event.organization.logo, shape: "square" as const }
    : { name: event.organizer.name, image: event.organizer.image, shape: "circle" as const };
  const place = event.isOnline ? t("event.online") : [...new Set([event.city, event.address].filter(Boolean))].join(" · ") || t("event.addressTbd");

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card transition-all hover:-translate-y-0.5 hover:shadow-card-hover focus-within:ring-2 focus-within:ring-brand-500">
      <div className="relative">
        <CoverImage
          src={event.coverImage}
          alt={event.title}
          seed={event.id}
          priority={priority}
          className="transition-transform duration-500 group-hover:scale-[1.02]"
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <EventTypeBadge type={event.type} overlay />
          {event.featured ? (
            <Badge tone="amber" className="shadow-sm ring-amber-300">
              <Star className="fill-current" aria-hidden />
              {t("event.featured")}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <p className="flex items-center gap-1.5 text-[13px] font-medium text-brand-700">
          <CalendarDays className="size-3.5" aria-hidden />
          <time dateTime={event.startTime}>{formatEventStart(event, locale)}</time>
        </p>
        <h3 className="line-clamp-2 text-[17px] leading-snug font-semibold text-slate-900">
          <Link
            to="/$locale/events/$id"
            params={{ locale, id: event.id }}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {event.title}
          </Link>
        </h3>
        <div className="flex flex-col gap-1.5 text-sm text-slate-500">
          <p className="flex items-center gap-1.5">
            {event.isOnline ? <Video className="size-4 shrink-0" aria-hidden /> : <MapPin className="size-4 shrink-0" aria-hidden />}
            <span className="truncate">{place}</span>
          </p>
          <p className="flex items-center gap-1.5">
            <UsersRound className="size-4 shrink-0" aria-hidden />
            <span>
              {event.maxAttendees
                ? t("event.attendeesOfMax", { count: event.registrationCount, max: event.maxAttendees })
                : t("event.attendees", { count: event.registrationCount })}
            </span>
          </p>
        </div>
        <TagChips
          tags={event.tags}
          className="relative z-10"
          renderTag={
            tagHref
              ? (tag, className) => (
                  <Link {...tagHref(tag)} className={cn(className, "transition-colors hover:bg-brand-50 hover:text-brand-700")}>
                    {t("event.tag", { tag })}
                  </Link>
                )
              : undefined
          }
        />
        <div className="mt-auto flex items-center gap-2 border-t border-slate-100 pt-3">
          <Avatar name={host.name} src={host.image} size="xs" shape={host.shape} />
          <span className="truncate text-[13px] text-slate-600">{host.name}</span>
        </div>
      </div>
    </article>
  );
}

export function EventCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card" aria-hidden>
      <div className="aspect-video animate-pulse bg-slate-200/70" />
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="h-4 w-32 animate-pulse rounded bg-slate-200/70" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-slate-200/70" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200/70" />
        <div className="flex gap-1.5">
          <div className="h-5 w-12 animate-pulse rounded bg-slate-200/70" />
          <div className="h-5 w-14 animate-pulse rounded bg-slate-200/70" />
        </div>
        <div className="mt-1 flex items-center gap-2 border-t border-slate-100 pt-3">
          <div className="size-6 animate-pulse rounded-full bg-slate-200/70" />
          <div className="h-4 w-24 animate-pulse rounded bg-slate-200/70" />
        </div>
      </div>
    </div>
  );
}
