import type { Locale } from "@commons/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { userHandle } from "@/lib/user-handle.ts";
import type { OrgMember } from "../api/get-org.ts";

const KNOWN_ROLES = ["OWNER", "ADMIN", "MEMBER"] as const;

export function OrgMembers({ members, locale }: { members: readonly OrgMember[]; locale: Locale }) {
  const { t } = useTranslation(["ui", "shared"]);
  if (members.length === 0) return <p className="text-sm text-slate-500">{t("org.noMembers")}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {members.map(({ user, role }) => {
        const upper = role.toUpperCase();
        const known = (KNOWN_ROLES as readonly string[]).includes(upper) ? (upper as (typeof KNOWN_ROLES)[number]) : null;
        return (
          <li key={user.id}>
            <Link
              to="/$locale/u/$handle"
              params={{ locale, handle: userHandle(user) }}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 transition-colors hover:border-slate-300 hover:bg-slate-50"
            >
              <Avatar name={user.name} src={user.image} size="md" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
                {user.userRoleString ? <p className="truncate text-xs text-slate-500">{user.userRoleString}</p> : null}
              </div>
              {known && known !== "MEMBER" ? <Badge tone="brand">{t(`org.role.${known}`)}</Badge> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
