import type { Locale, EventDetail } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { userHandle } from "@/lib/user-handle.ts";

/** "Hosted by …": the organisation when there is one, else the organiser, with the subscribe button. */
export function HostLine({ event, locale, action }: { event: EventDetail; locale: Locale; action?: ReactNode }) {
  const { t } = useTranslation(["ui", "shared"]);
  const org = event.organization;
  return (
    <div className="flex items-center gap-3">
      {org ? (
        <Link to="/$locale/orgs/$slug" params={{ locale, slug: org.slug }} className="flex min-w-0 items-center gap-3 group">
          <Avatar name={org.name} src={org.logo} size="md" shape="square" />
          <HostText label={t("event.hostedBy")} name={org.name} />
        </Link>
      ) : (
        <Link
          to="/$locale/u/$handle"
          params={{ locale, handle: userHandle(event.organizer) }}
          className="flex min-w-0 items-center gap-3 group"
        >
          <Avatar name={event.organizer.name} src={event.organizer.image} size="md" />
          <HostText label={t("event.hostedBy")} name={event.organizer.name} />
        </Link>
      )}
      {action ? <div className="ml-auto">{action}</div> : null}
    </div>
  );
}

function HostText({ label, name }: { label: string; name: string }) {
  return (
    <span className="min-w-0">
      <span className="block text-xs text-slate-500">{label}</span>
      <span className="block truncate text-sm font-semibold text-slate-900 group-hover:text-brand-700">{name}</span>
    </span>
  );
}
