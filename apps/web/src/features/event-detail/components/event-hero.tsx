import ExternalLink from "lucide-react/icons/external-link";
import Star from "lucide-react/icons/star";
import { useTranslation } from "@/lib/i18n.ts";
import { EventTypeBadge } from "@/components/event-type-badge.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { CoverImage } from "@/components/ui/cover-image.tsx";
import { type EventDetail, isEventEnded } from "@commons/domain";

export function EventHero({ event }: { event: EventDetail }) {
  const { t } = useTranslation(["ui", "shared"]);
  return (
    <div className="flex flex-col gap-5">
      <CoverImage
        src={event.coverImage}
        alt={event.title}
        seed={event.id}
        priority
        className="rounded-2xl border border-slate-200/70 shadow-card"
      />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <EventTypeBadge type={event.type} />
          {/* To everyone, visitors too (docs/product/event-page.md#ended-events). */}
          {isEventEnded(event) ? (
            <Badge tone="neutral" data-testid="event-ended">
              {t("event.ended")}
            </Badge>
          ) : null}
          {event.featured ? (
            <Badge tone="amber">
              <Star className="fill-current" aria-hidden />
              {t("event.featured")}
            </Badge>
          ) : null}
          {event.isExternalEvent ? (
            <Badge tone="neutral">
              <ExternalLink aria-hidden />
              {t("event.external")}
            </Badge>
          ) : null}
        </div>
        <h1 className="text-[28px] leading-tight font-bold tracking-tight text-pretty text-slate-900 sm:text-4xl">{event.title}</h1>
        {event.shortDescription ? <p className="text-base leading-7 text-slate-600 sm:text-lg">{event.shortDescription}</p> : null}
      </div>
    </div>
  );
}
