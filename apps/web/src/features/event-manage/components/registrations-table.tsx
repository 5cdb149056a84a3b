import type { Locale, OrganiserRegistration } from "@commons/domain";
import CircleCheck from "lucide-react/icons/circle-check";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { cn } from "@/lib/utils.ts";
import { formatInstantInZone } from "@/lib/format.ts";
import type { Selection } from "../hooks/use-selection.ts";
import { RegistrationStatusBadge } from "./status-badge.tsx";
import "@/i18n/parts/console.ts";

interface RegistrationsTableProps {
  rows: OrganiserRegistration[];
  selection: Selection;
  ticketName: (id: string | null) => string | null;
  locale: Locale;
  timeZone: string;
  onOpen: (registration: OrganiserRegistration) => void;
}

const checkboxClass = "size-4 cursor-pointer rounded border-slate-300 accent-brand-600";

/** One row per registrant; a tick box for bulk decisions, the row itself opens the details. */
export function RegistrationsTable({ rows, selection, ticketName, locale, timeZone, onOpen }: RegistrationsTableProps) {
  const { t } = useTranslation(["ui", "shared"]);
  const ids = rows.map((row) => row.id);
  const allOn = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card">
      <table className="w-full text-sm">
        <thead className="border-b border-slate-100 bg-slate-50/70 text-left text-xs text-slate-500">
          <tr>
            <th className="w-10 py-2.5 pl-4">
              <input type="checkbox" className={checkboxClass} checked={allOn} onChange={() => selection.toggleAll(ids)} aria-label={t("console.reg.selectAll")} />
            </th>
            <th className="px-3 py-2.5 font-medium">{t("console.reg.person")}</th>
            <th className="px-3 py-2.5 font-medium">{t("console.reg.status")}</th>
            <th className="hidden px-3 py-2.5 font-medium md:table-cell">{t("console.reg.ticket")}</th>
            <th className="hidden px-3 py-2.5 font-medium sm:table-cell">{t("console.reg.registeredAt")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const checked = selection.selected.has(row.id);
            return (
              <tr key={row.id} data-testid="registration-row" className={cn("transition-colors hover:bg-slate-50/80", checked && "bg-brand-50/40")}>
                <td className="py-3 pl-4 align-middle">
                  <input type="checkbox" className={checkboxClass} checked={checked} onChange={() => selection.toggle(row.id)} aria-label={t("console.reg.selectOne", { name: row.user.name })} />
                </td>
                <td className="max-w-0 px-3 py-3">
                  <button type="button" onClick={() => onOpen(row)} className="flex w-full min-w-0 items-center gap-3 text-left">
                    <Avatar name={row.user.name} src={row.user.image} size="sm" />
                    <span className="min-w-0">
                      <span className="flex items-center gap-1.5 font-medium text-slate-900">
                        <span className="truncate">{row.user.name}</span>
                        {row.checkedInAt ? <CircleCheck className="size-3.5 shrink-0 text-emerald-500" aria-label={t("console.manage.checkedIn")} /> : null}
                      </span>
                      <span className="block truncate text-xs text-slate-500">{row.user.username ? `@${row.user.username}` : row.user.userRoleString}</span>
                    </span>
                  </button>
                </td>
                <td className="px-3 py-3">
                  <RegistrationStatusBadge status={row.status} />
                </td>
                <td className="hidden px-3 py-3 text-slate-600 md:table-cell">{ticketName(row.ticketTypeId) ?? "—"}</td>
                <td className="hidden px-3 py-3 whitespace-nowrap text-slate-500 tabular-nums sm:table-cell">{formatInstantInZone(row.registeredAt, locale, timeZone)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
