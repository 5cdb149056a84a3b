import type { Locale, VolunteerApplicationRow } from "@commons/domain";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { ErrorPanel } from "@/components/ui/error-panel.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatRelativeTime } from "@/lib/format.ts";
import { tShared, useTranslation } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.tsx";
import { useDecideVolunteerApplication, useVolunteerApplications, type VolunteerDecision } from "../api/volunteer-applications.ts";
import { VolunteerStatusBadge } from "./volunteer-status-badge.tsx";

/** The console's volunteers tab: applications grouped by role, with the counts and approve / reject. */
export function VolunteersConsolePanel({ eventId, locale }: { eventId: string; locale: Locale }) {
  const { t } = useTranslation("ui");
  const { data, error, isPending, refetch } = useVolunteerApplications(eventId);
  const decide = useDecideVolunteerApplication(eventId);
  if (isPending) return <Skeleton className="h-48 w-full rounded-2xl" />;
  if (!data) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  if (data.roles.length === 0) return <EmptyState title={t("volunteers.console.empty")} className="py-10" />;

  const onDecide = async (application: VolunteerApplicationRow, decision: VolunteerDecision) => {
    try {
      await decide.mutateAsync({ applicationId: application.id, decision });
      toast.success(tShared(decision === "approve" ? "volunteers.approved" : "volunteers.rejected"));
    } catch (failure) {
      toast.error(t("volunteers.console.decisionFailed"), { description: failure instanceof Error ? failure.message : undefined });
    }
  };
  const busy = (id: string, decision: VolunteerDecision) => decide.isPending && decide.variables?.applicationId === id && decide.variables.decision === decision;

  return (
    <div className="flex flex-col gap-6" data-testid="volunteers-console">
      {data.roles.map((role) => {
        const applications = data.applications.filter((a) => a.roleId === role.id);
        return (
          <section key={role.id} aria-label={role.name} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-base font-semibold text-slate-900">{role.name}</h3>
              <span className="text-sm text-slate-600 tabular-nums">{t("volunteers.console.counts", { approved: role.approvedCount, recruit: role.recruitCount })}</span>
            </div>
            {applications.length === 0 ? <p className="text-sm text-slate-600">{t("volunteers.console.noApplications")}</p> : null}
            <ul className="flex flex-col divide-y divide-slate-100">
              {applications.map((a) => (
                <li key={a.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start" data-testid="volunteer-application">
                  <div className="flex min-w-0 flex-1 gap-3">
                    <Avatar src={a.user.image} name={a.user.name} size="sm" />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium text-slate-900">{a.user.name}</span>
                        {a.user.username ? <span className="text-xs text-slate-600">@{a.user.username}</span> : null}
                        <VolunteerStatusBadge status={a.status} />
                      </div>
                      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{a.note}</p>
                      <p className="mt-1 text-xs text-slate-600">
                        {[t("volunteers.console.appliedAt", { time: formatRelativeTime(a.appliedAt, locale) }), a.user.phoneNumber, a.user.email, a.user.wechatId].filter(Boolean).join(" · ")}
                      </p>
                    </div>
                  </div>
                  <div className="flex gap-2 sm:shrink-0">
                    {a.status === "APPLIED" || a.status === "REJECTED" ? (
                      <Button size="sm" loading={busy(a.id, "approve")} onClick={() => void onDecide(a, "approve")}>
                        {t("volunteers.console.approve")}
                      </Button>
                    ) : null}
                    {a.status === "APPLIED" || a.status === "APPROVED" ? (
                      <Button size="sm" variant="outline" loading={busy(a.id, "reject")} onClick={() => void onDecide(a, "reject")}>
                        {t("volunteers.console.reject")}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
