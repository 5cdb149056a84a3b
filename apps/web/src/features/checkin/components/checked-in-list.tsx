import type { Locale, CheckInEntry } from "@commons/domain";
import UserCheck from "lucide-react/icons/user-check";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { formatInstantInZone } from "@/lib/format.ts";

/** Who is in, latest first, each with the time on the venue's clock (the event's zone, named). */
export function CheckedInList({ entries, locale, timeZone }: { entries: CheckInEntry[]; locale: Locale; timeZone: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
        <UserCheck className="size-6 text-slate-300" aria-hidden />
        {t("checkin.list.empty")}
      </div>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-100" data-testid="checked-in-list">
      {entries.map((entry) => (
        <li key={entry.user.id} className="flex items-center gap-3 px-1 py-2.5">
          <Avatar name={entry.user.name} src={entry.user.image} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{entry.user.name}</p>
            {entry.user.userRoleString ? <p className="truncate text-xs text-slate-500">{entry.user.userRoleString}</p> : null}
          </div>
          <time dateTime={entry.checkedInAt} className="shrink-0 text-xs text-slate-500 tabular-nums">
            {formatInstantInZone(entry.checkedInAt, locale, timeZone)}
          </time>
        </li>
      ))}
    </ul>
  );
}
