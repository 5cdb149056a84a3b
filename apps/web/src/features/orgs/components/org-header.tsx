import Globe from "lucide-react/icons/globe";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Card } from "@/components/ui/card.tsx";
import type { Organization } from "../api/get-org.ts";

function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * The organisation's logo, or a generated avatar from its name
 * (docs/product/accounts-and-profile.md#organisations), with what it is about. `action` is what the page
 * offers the viewer here (the editor, for owners and admins). The name and description are typed by
 * people: a pasted link is one long word, so they wrap anywhere rather than widen the page on a phone.
 */
export function OrgHeader({ org, memberCount, action }: { org: Organization; memberCount: number; action?: ReactNode }) {
  const { t } = useTranslation(["ui", "shared"]);
  const safeWebsite = org.website && /^https?:\/\//i.test(org.website) ? org.website : null;
  return (
    <Card className="p-5 sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:gap-6">
        <Avatar name={org.name} src={org.logo} size="xl" shape="square" />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{t("org.label")}</p>
            {action}
          </div>
          <h1 className="mt-1 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl">{org.name}</h1>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-500">
            {org.city ? (
              <li className="flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden />
                {org.city}
              </li>
            ) : null}
            {safeWebsite ? (
              <li className="flex items-center gap-1.5">
                <Globe className="size-4" aria-hidden />
                <a href={safeWebsite} target="_blank" rel="noopener noreferrer" className="text-brand-600 hover:underline">
                  {displayHost(safeWebsite)}
                </a>
              </li>
            ) : null}
            <li>{t("org.memberCount", { count: memberCount })}</li>
          </ul>
          {org.description ? (
            <p className="mt-4 max-w-3xl text-[15px] leading-7 whitespace-pre-line [overflow-wrap:anywhere] text-slate-700">{org.description}</p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
