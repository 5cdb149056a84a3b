import type { Locale, EventDetail } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ChevronRight from "lucide-react/icons/chevron-right";
import MapPin from "lucide-react/icons/map-pin";
import { useTranslation } from "@/lib/i18n.ts";
import { LevelBadges } from "@/components/level-badges.tsx";
import { Avatar } from "@/components/ui/avatar.tsx";
import { userHandle } from "@/lib/user-handle.ts";
import { DetailSection } from "./detail-section.tsx";

// min-w-0: in the one-column grid a card would otherwise be as wide as its longest unbroken line (a
// truncated name still asks for its full width), and push a phone's page sideways.
const cardClass =
  "group flex min-w-0 items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 transition-colors hover:border-slate-300 hover:bg-slate-50";

/**
 * docs/product/event-page.md#host-cards: an organiser card (bio, city, level badges) and, when the event belongs to one, an
 * organisation card. An organisation without a logo gets an avatar generated from its name.
 */
export function HostCards({ event, locale }: { event: EventDetail; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { organizer, organization } = event;
  return (
    <DetailSection title={t("event.hosts")}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/$locale/u/$handle" params={{ locale, handle: userHandle(organizer) }} className={cardClass} data-testid="organizer-card">
          <Avatar name={organizer.name} src={organizer.image} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="text-xs text-slate-500">{t("event.organizer")}</p>
            <p className="truncate font-semibold text-slate-900">{organizer.name}</p>
            {organizer.userRoleString ? <p className="truncate text-sm text-slate-500">{organizer.userRoleString}</p> : null}
            {organizer.city ? (
              <p className="mt-1 flex min-w-0 items-center gap-1 text-xs text-slate-500 [overflow-wrap:anywhere]">
                <MapPin className="size-3.5 shrink-0" aria-hidden />
                {t("eventPage.organizerCity", { city: organizer.city })}
              </p>
            ) : null}
            <LevelBadges user={organizer} compact className="mt-2" />
            {organizer.bio ? <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-600 [overflow-wrap:anywhere]">{organizer.bio}</p> : null}
          </div>
          <ChevronRight className="mt-1 size-4 shrink-0 text-slate-300 group-hover:text-slate-500" aria-hidden />
        </Link>
        {organization ? (
          <Link to="/$locale/orgs/$slug" params={{ locale, slug: organization.slug }} className={cardClass} data-testid="organization-card">
            <Avatar name={organization.name} src={organization.logo} size="lg" shape="square" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-slate-500">{t("event.organization")}</p>
              <p className="truncate font-semibold text-slate-900">{organization.name}</p>
              {organization.description ? (
                <p className="mt-1 line-clamp-3 text-sm leading-6 text-slate-600 [overflow-wrap:anywhere]">{organization.description}</p>
              ) : null}
              <p className="mt-2 text-sm font-medium text-brand-600">{t("event.viewOrganization")}</p>
            </div>
            <ChevronRight className="mt-1 size-4 shrink-0 text-slate-300 group-hover:text-slate-500" aria-hidden />
          </Link>
        ) : null}
      </div>
    </DetailSection>
  );
}
