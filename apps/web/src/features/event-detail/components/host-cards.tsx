import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useTranslation } from "react-i18next";
import { LevelBadges } from "../../../components/level-badges.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { userHandle } from "../../../lib/api-types.ts";
import type { EventDetail } from "../api/types.ts";
import { DetailSection } from "./detail-section.tsx";

const cardClass =
  "group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-slate-300 hover:bg-slate-50";

/** Doc 1 §2: an organiser card and, when the event belongs to one, an organisation card. */
export function HostCards({ event, locale }: { event: EventDetail; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { organizer, organization } = event;
  return (
    <DetailSection title={t("event.hosts")}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/$locale/u/$handle" params={{ locale, handle: userHandle(organizer) }} className={cardClass}>
          <Avatar name={organizer.name} src={organizer.image} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="text-xs text-slate-500">{t("event.organizer")}</p>
            <p className="truncate font-semibold text-slate-900">{organizer.name}</p>
            {organizer.userRoleString ? <p className="truncate text-sm text-slate-500">{organizer.userRoleString}</p> : null}
            <LevelBadges user={organizer} compact className="mt-2" />
          </div>
          <ChevronRight className="size-4 shrink-0 text-slate-300 group-hover:text-slate-500" aria-hidden />
        </Link>
        {organization ? (
          <Link to="/$locale/orgs/$slug" params={{ locale, slug: organization.slug }} className={cardClass}>
            <Avatar name={organization.name} src={organization.logo} size="lg" shape="square" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-slate-500">{t("event.organization")}</p>
              <p className="truncate font-semibold text-slate-900">{organization.name}</p>
              <p className="text-sm text-brand-600">{t("event.viewOrganization")}</p>
            </div>
            <ChevronRight className="size-4 shrink-0 text-slate-300 group-hover:text-slate-500" aria-hidden />
          </Link>
        ) : null}
      </div>
    </DetailSection>
  );
}
