import { REGISTRATION_STATUSES } from "@commons/domain";
import CheckCheck from "lucide-react/icons/check-check";
import Eye from "lucide-react/icons/eye";
import Heart from "lucide-react/icons/heart";
import Hourglass from "lucide-react/icons/hourglass";
import UserCheck from "lucide-react/icons/user-check";
import { useTranslation } from "@/lib/i18n.ts";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { cn } from "@/lib/utils.ts";
import { useOverview } from "../api/get-overview.ts";
import { StatCard } from "./stat-card.tsx";
import { STATUS_DOT } from "./status-badge.tsx";
import "@/i18n/parts/console.ts";

export function OverviewTab({ eventId }: { eventId: string }) {
  const { t } = useTranslation(["ui", "shared"]);
  const { data, error, isPending, refetch } = useOverview(eventId);
  if (isPending) return <Skeleton className="h-72 w-full rounded-2xl" />;
  if (!data) return <ErrorPanel error={error} onRetry={() => void refetch()} />;

  const capacity = data.maxAttendees;
  const ratio = capacity ? Math.min(1, data.seatsTaken / capacity) : 0;
  return (
    <div className="flex flex-col gap-6" data-testid="overview">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard tone="green" icon={<UserCheck />} label={t("shared:console.registrationStatus.APPROVED")} value={data.counts.APPROVED} />
        <StatCard tone="amber" icon={<Hourglass />} label={t("shared:console.registrationStatus.PENDING")} value={data.counts.PENDING} />
        <StatCard
          tone="brand"
          icon={<CheckCheck />}
          label={t("console.manage.checkedIn")}
          value={data.checkedIn}
          hint={data.counts.APPROVED ? t("console.manage.ofApproved", { percent: Math.round((data.checkedIn / data.counts.APPROVED) * 100) }) : undefined}
        />
        <StatCard tone="sky" icon={<Eye />} label={t("console.manage.views")} value={data.viewCount} hint={<span className="inline-flex items-center gap-1"><Heart className="size-3" aria-hidden />{t("console.manage.likes", { count: data.likeCount })}</span>} />
      </div>

      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">{t("console.manage.capacity")}</h2>
          <p className="text-sm text-slate-600 tabular-nums">
            {capacity ? t("console.my.seats", { taken: data.seatsTaken, max: capacity }) : t("console.my.seatsUnlimited", { taken: data.seatsTaken })}
          </p>
        </div>
        {capacity ? (
          <div className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-valuemin={0} aria-valuemax={capacity} aria-valuenow={data.seatsTaken} aria-label={t("console.manage.capacity")}>
            <div className={cn("h-full rounded-full transition-all", ratio >= 1 ? "bg-rose-500" : "bg-brand-500")} style={{ width: `${ratio * 100}%` }} />
          </div>
        ) : null}
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {REGISTRATION_STATUSES.map((status) => (
            <li key={status} className="inline-flex items-center gap-2 text-slate-600" data-testid={`count-${status}`}>
              <span className={cn("size-2 rounded-full", STATUS_DOT[status])} aria-hidden />
              {t(`shared:console.registrationStatus.${status}`)}
              <span className="font-semibold text-slate-900 tabular-nums">{data.counts[status]}</span>
            </li>
          ))}
        </ul>
        {data.ticketTypes.length > 0 ? (
          <div className="mt-6 border-t border-slate-100 pt-5">
            <h3 className="mb-3 text-sm font-medium text-slate-700">{t("console.manage.byTicket")}</h3>
            <ul className="flex flex-col gap-3">
              {data.ticketTypes.map((ticket) => (
                <li key={ticket.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1.5 text-sm">
                  <span className={cn("truncate text-slate-700", ticket.isActive === false && "text-slate-400 line-through")}>{ticket.name}</span>
                  <span className="text-slate-500 tabular-nums">
                    {ticket.maxQuantity ? `${ticket.currentQuantity} / ${ticket.maxQuantity}` : t("console.my.seatsUnlimited", { taken: ticket.currentQuantity })}
                  </span>
                  {ticket.maxQuantity ? (
                    <span className="col-span-2 h-1.5 overflow-hidden rounded-full bg-slate-100">
                      <span className="block h-full rounded-full bg-brand-400" style={{ width: `${Math.min(1, ticket.currentQuantity / ticket.maxQuantity) * 100}%` }} />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>

      <Card className="overflow-hidden">
        <div className="px-5 pt-5 pb-3 sm:px-6">
          <h2 className="text-base font-semibold text-slate-900">{t("console.manage.invites")}</h2>
          <p className="mt-1 text-sm text-slate-500">{t("console.manage.invitesHint")}</p>
        </div>
        {data.invites.length === 0 ? (
          <p className="px-5 pb-5 text-sm text-slate-400 sm:px-6">{t("console.manage.invitesEmpty")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="border-y border-slate-100 bg-slate-50/70 text-left text-xs text-slate-500">
                <tr>
                  <th className="px-5 py-2.5 font-medium sm:px-6">{t("console.manage.inviter")}</th>
                  <th className="px-3 py-2.5 font-medium">{t("console.manage.inviteCode")}</th>
                  <th className="px-3 py-2.5 text-right font-medium">{t("console.manage.inviteRegistrations")}</th>
                  <th className="px-5 py-2.5 text-right font-medium sm:px-6">{t("console.manage.inviteApproved")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.invites.map((invite) => (
                  <tr key={invite.code}>
                    <td className="px-5 py-3 sm:px-6">
                      <span className="flex items-center gap-2.5">
                        <Avatar name={invite.inviter.name} src={invite.inviter.image} size="sm" />
                        <span className="truncate font-medium text-slate-800">{invite.inviter.name}</span>
                      </span>
                    </td>
                    <td className="px-3 py-3 font-mono text-xs text-slate-500">{invite.code}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{invite.registrations}</td>
                    <td className="px-5 py-3 text-right tabular-nums sm:px-6">{invite.approved}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
